/** The manual rebate's section of the member centre: shown while the site's MANPLAYREB3 flag is on. */
export const REBATE_SECTION_ID = 'manualRebate';

export const REBATE_MODULE = 'MANPLAYREB3';
