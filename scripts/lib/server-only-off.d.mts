/** Side effect only: see server-only-off.mjs. */
export {};
