import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gatewayOpenApiDocument } from './openapi';

/** Writes the committed copy of the gateway's OpenAPI document, beside its prose; CI checks it matches. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../../../docs/machine-gateway.openapi.json', import.meta.url));

writeFileSync(OPENAPI_FILE, `${JSON.stringify(gatewayOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${OPENAPI_FILE}`);
