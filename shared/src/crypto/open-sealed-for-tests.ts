/** Tests only: the server's way of opening a sealed body, from @khela/contracts (shell tests import it here). */
export * from '@khela/contracts/sealed-payload/testing';
