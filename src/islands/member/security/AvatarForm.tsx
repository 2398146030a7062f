import { useEffect, useId, useState } from 'react';
import { FieldFrame, describedBy } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { uploadAvatar } from './security-api.ts';
import { avatarFileProblem } from './security-checks.ts';
import type { SecurityModalParams } from './security-params.ts';
import { useSecurityForm } from './use-security-form.ts';

/** The file's bytes as base64, the shape the upload call takes. */
const base64Of = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/**
 * A new profile picture: PNG or JPEG, 5 MB at most, previewed before it is sent. The platform
 * checks the bytes again and re-encodes them; the header and the section show its copy.
 */
export const AvatarForm = ({ params }: { params: SecurityModalParams }) => {
  const { t } = params;
  const { root, problems, setProblems, formError, busy, submit: submitChecked } = useSecurityForm({ file: '' }, t);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const id = useId();

  // The preview's object URL lives until the next pick or the modal closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (picked: File | null) => {
    setFile(picked);
    const problem = avatarFileProblem(picked, t);
    setProblems(problem ? { file: problem } : {});
    setPreview(picked && !problem ? URL.createObjectURL(picked) : null);
  };
  const submit = () =>
    void submitChecked(
      () => {
        const problem = avatarFileProblem(file, t);
        return problem ? { file: problem } : {};
      },
      async () => {
        await uploadAvatar(await base64Of(file!));
        return t('security.avatar.done');
      },
      () => t('security.avatar.wrongType'),
      { image: 'file' },
    );

  const hint = t('security.avatar.hint');
  return (
    <div ref={root}>
      <Form onSubmit={submit} error={formError}>
        <FieldFrame id={id} label={t('security.avatar.file')} hint={hint} error={problems.file}>
          <input
            id={id}
            name="file"
            type="file"
            accept="image/png,image/jpeg"
            className="ui-field__input"
            aria-invalid={problems.file ? true : undefined}
            aria-describedby={describedBy(id, hint, problems.file)}
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
            data-autofocus
          />
        </FieldFrame>
        {preview && <img className="security-preview" src={preview} alt={t('security.avatar.preview')} width={96} height={96} />}
        <button type="submit" className="button security-submit" aria-disabled={busy}>
          {busy ? t('security.avatar.uploading') : t('security.avatar.upload')}
        </button>
      </Form>
    </div>
  );
};
