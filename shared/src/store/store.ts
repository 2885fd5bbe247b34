import { createStore } from 'jotai';

/** The one jotai store every React root (shell and remotes) is given through its Provider. */
export const store = createStore();
