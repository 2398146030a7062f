/** The query parameter that names the section a page of the member centre writes whole. */
export const SECTION_PARAM = 'section';

/**
 * A section's own address: the centre written with that section, then its hash. Links and forms
 * that lead back to a section use it, so they work with no script too.
 */
export const sectionHref = (id: string, params: URLSearchParams = new URLSearchParams()): string => {
  const query = new URLSearchParams(params);
  query.delete(SECTION_PARAM);
  const rest = query.toString();
  return `/member?${SECTION_PARAM}=${encodeURIComponent(id)}${rest ? `&${rest}` : ''}#${id}`;
};
