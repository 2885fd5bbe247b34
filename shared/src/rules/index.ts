/**
 * The registration rules engine (SPEC §5) lives in @khela/contracts, the one definition the api
 * checks with. The front end reaches it here, so its bytes sit in the @khela/shared singleton
 * chunk as before ('@khela/shared/rules' or the main entry).
 */
export * from '@khela/contracts/rules';
