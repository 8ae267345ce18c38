// Types of patches/trpc-object-spread.mjs (plain JavaScript: npm install runs it before anything is compiled).
export declare const PACKAGE: string;
export declare const PINNED: string;
export declare const ORIGINAL: string;
export declare const PATCHED: string;
export declare function applyPatch(root?: string): { changed: string[]; already: string[] };
