import { signRsaSha256, verifyRsaSha256 } from '../../provider-kit/rsa-sha256.ts';

// PayerMax signs with SHA256WithRSA (RSASSA-PKCS1-v1_5 over SHA-256) the raw HTTP body, as sent,
// and carries the base64 signature in the `sign` header, both ways: the merchant signs requests
// with its private key; PayerMax signs responses and notifications with the platform key.
// Sources: https://docs.payermax.com/en/doc-center/developer/signature-rules.html;
// shareit-payermax/payermax-server-sdk-go payermax/payermax.go (Send: GetRsaSign(resultJson) into
// header "sign", VerifySign(respBody, header "sign")); shareit-payermax/woocommerce-gateway-payermax
// (check_order_notify verifies php://input against HTTP_SIGN).

/** The `sign` header for a request body: base64 SHA256WithRSA with the merchant key. */
export const signBody = (rawBody: string, privateKey: string): string =>
  signRsaSha256(rawBody, privateKey);

/** Whether `signature` (the `sign` header) is PayerMax's signature of the exact raw body. */
export const verifyBody = (rawBody: string, signature: string, platformPublicKey: string) =>
  verifyRsaSha256(rawBody, signature, platformPublicKey);
