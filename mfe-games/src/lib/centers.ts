/** SPEC §2: the vendor centers (a grid of vendors) and the list centers (games with filters). */
export const vendorCenters = { '/sports': 'SPORTS', '/esports': 'ESPORTS', '/lott': 'LOTT', '/elott': 'ELOTT' } as const;
export const listCenters = { '/live': 'LIVE', '/fish': 'FISH', '/rng': 'RNG', '/pvp': 'PVP' } as const;

/** SPEC §3 sub-classifications of the slot list; BG only with language TY, which is not supported. */
export const rngClassifications = ['SC', 'VP', 'JP', 'TG', 'AC'] as const;

/** SPEC §9 page sizes. */
export const vendorsPerPage = 12;
export const gamesPerPage = 24;
