// The matchers jest-setup adds (toBeInTheDocument…), for the type checker.
/// <reference types="@testing-library/jest-dom" />
