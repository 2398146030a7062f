import { useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../ui/Form.tsx';

/**
 * The field problems of one of this feature's forms: after each refused submit (by the form's own
 * checks or by the platform) they are shown and the focus goes to the first invalid field.
 * Destructure the result: `root` is a ref for the element around the form.
 */
export const useFormProblems = <F extends string>() => {
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const [refused, setRefused] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused > 0) focusFirstInvalid(root.current);
  }, [refused]);
  /** Shows these problems (an empty set clears them); any problem takes the focus to its field. */
  const refuse = (found: Partial<Record<F, string>>) => {
    setProblems(found);
    if (Object.keys(found).length > 0) setRefused((n) => n + 1);
  };
  return { root, problems, setProblems, refuse };
};
