import { GATEWAY_PATH, type DraftRegistration } from '@back-office/domain';

/* Calling the machine gateway over HTTP as a machine does: the answer with its status, and a first boot's registration. */

export interface PendingInstruction {
  logId: number;
  instruction: string;
  setAt: string;
  payload: Record<string, unknown> | null;
}

export interface GatewayAnswer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
  retryAfter: number | null;
}

export async function callGateway(baseUrl: string, method: string, path: string, authorization: string, body?: unknown): Promise<GatewayAnswer> {
  const response = await fetch(`${baseUrl}${GATEWAY_PATH}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: GatewayAnswer['body'];
  try {
    parsed = JSON.parse(text) as GatewayAnswer['body'];
  } catch {
    parsed = { error: { code: 'NOT_JSON', message: text.slice(0, 200) } };
  }
  const retryAfter = response.headers.get('retry-after');
  return { status: response.status, body: parsed, retryAfter: retryAfter ? Number(retryAfter) : null };
}

/** A first boot: registers a machine draft with the fleet's enrollment secret. */
export function registerDraft(baseUrl: string, enrollmentSecret: string, registration: Partial<DraftRegistration> & Pick<DraftRegistration, 'factoryNumber' | 'vmcNo' | 'machineType'>) {
  return callGateway(baseUrl, 'POST', '/register', `Enrollment ${enrollmentSecret}`, registration);
}
