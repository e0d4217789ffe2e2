// The real-world state, province and territory codes the §5 Address "per-country format rules" accept.

/**
 * USPS codes: the 50 states, DC, the inhabited territories and freely associated states USPS delivers
 * to, and the military "states" AA, AE, AP (an APO/FPO address is a real US billing address).
 */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC',
  'AS', 'GU', 'MP', 'PR', 'VI', 'FM', 'MH', 'PW',
  'AA', 'AE', 'AP',
] as const;

/** Canada Post's two-letter codes for the 10 provinces and 3 territories. */
export const CA_PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** Australia Post's abbreviations for the 6 states and 2 mainland territories (2 or 3 letters). */
export const AU_STATE_CODES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** The 27 Brazilian federative units (UF): 26 states and the Federal District. */
export const BR_STATE_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
