import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogImportJsonSchema } from './catalog-import.ts';

// docs/catalog-import.schema.json, written from catalog-import.ts by `npm run catalog:schema`;
// catalog-import.test.ts fails while the committed file is stale.

export const jsonSchemaPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/catalog-import.schema.json',
);

/** The file's text as committed: the schema, formatted by Prettier like every JSON file here. */
export async function renderCatalogJsonSchema(): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(jsonSchemaPath)) ?? {};
  const json = JSON.stringify({
    ...catalogImportJsonSchema(),
    $id: 'https://topup.example/catalog-import.schema.json',
    title: 'Topup catalog import',
  });
  return prettier.format(json, { ...options, parser: 'json' });
}

export async function committedCatalogJsonSchema(): Promise<string> {
  return readFile(jsonSchemaPath, 'utf8');
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  await writeFile(jsonSchemaPath, await renderCatalogJsonSchema());
  console.log(`wrote ${path.relative(process.cwd(), jsonSchemaPath)}`);
}
