/** The red envelope's section of the member centre. */
export const RED_ENVELOPE_SECTION_ID = 'redEnvelope';
