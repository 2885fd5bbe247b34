// Tests run scrypt at N=2^14 instead of 2^17: same code path, an eighth of the time per hash.
// The full cost is what the server uses and what bench/ measures (see docs/identity.md).
process.env.KHELA_SCRYPT_LOG_N ??= '14';
