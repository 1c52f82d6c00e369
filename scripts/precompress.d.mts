// Types of precompress.mjs for the TypeScript tests that run it on a build.
export function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number }>;
export function precompressDir(dir: string): Promise<{ files: number; raw: number; br: number }>;
