/** The register centre's section id: its hash and its `?section=` value. */
export const REGISTER_SECTION_ID = 'registerCentre';
