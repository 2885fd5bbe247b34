/** The rewards promotions part's wire (docs/adr/0016); filled by that part. */
export {};
