import { signRsaSha256, verifyRsaSha256 } from '../../provider-kit/rsa-sha256.ts';

// Antom (Alipay global) signs both ways with RSA256 (SHA256withRSA, PKCS#1 v1.5) over
//   <HTTP-Method> <HTTP-URI>\n<Client-Id>.<Request-Time>.<Request-Body>
// and carries the base64 signature, URL-encoded, in the header
//   Signature: algorithm=RSA256,keyVersion=1,signature=<urlencoded base64>
// The merchant signs requests with its private key; Antom signs responses (with Response-Time) and
// notifications (with Request-Time; HTTP-URI is the path of our notification URL) with its key.
// Sources: https://docs.antom.com/ac/ams/digital_signature ("Construct the content to be signed");
// alipay/global-open-sdk-go com/alipay/api/tools/SignatureTool.go (genSignContent:
// httpMethod + " " + path + "\n" + clientId + "." + reqTime + "." + reqBody; Sign: SHA256 +
// SignPKCS1v15, base64, url.QueryEscape) and WebhookTool.go (CheckSignature: the value after
// "signature=", Verify over the notify URI).

/** The documented content to be signed. */
export function contentToSign(
  method: string,
  path: string,
  clientId: string,
  time: string,
  body: string,
): string {
  return `${method} ${path}\n${clientId}.${time}.${body}`;
}

/** The base64 RSA256 signature of the content (deterministic, as PKCS#1 v1.5 is). */
export const signContent = (content: string, privateKey: string): string =>
  signRsaSha256(content, privateKey);

/** The Signature header value for a signature. */
export function signatureHeader(base64Signature: string): string {
  return `algorithm=RSA256,keyVersion=1,signature=${encodeURIComponent(base64Signature)}`;
}

/**
 * The base64 signature inside a Signature header, or null. Only RSA256 is accepted (the header may
 * name ECC224, which this store never agreed to). Percent-decoding leaves a raw '+' as '+'.
 */
export function readSignatureHeader(value: string | undefined): string | null {
  if (!value) return null;
  const fields = new Map<string, string>();
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const algorithm = fields.get('algorithm');
  if (algorithm !== undefined && algorithm.toUpperCase() !== 'RSA256') return null;
  const encoded = fields.get('signature');
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** Whether `signature` (base64) is Antom's signature of the content. Never throws. */
export const verifyContent = (content: string, signature: string, alipayPublicKey: string) =>
  verifyRsaSha256(content, signature, alipayPublicKey);
