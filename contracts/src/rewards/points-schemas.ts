/** The rewards points part's wire (docs/adr/0016); filled by that part. */
export {};
