/** The translated failure; when even the words cannot be fetched, the network message the page was written with. */
export const failureMessage = async (error: unknown, offline: string) => {
  try {
    const [{ loadText }, { failureText }] = await Promise.all([import('../../i18n/client.ts'), import('../../i18n/failure-text.ts')]);
    return failureText(await loadText(['errors']), error);
  } catch {
    return offline;
  }
};
