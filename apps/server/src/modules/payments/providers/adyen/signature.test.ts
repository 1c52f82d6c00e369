import { describe, expect, it } from 'vitest';
import javaSdkItem from './fixtures/java-sdk-hmac-validation-item.json' with { type: 'json' };
import { adyenHmac, notificationSigningString, verifyItemSignature } from './signature.ts';

// Published vectors, used verbatim.
// Node SDK: Adyen/adyen-node-api-library src/__tests__/hmacValidator.spec.ts
const NODE_KEY = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00';
const nodeItem = {
  pspReference: 'pspReference',
  originalReference: 'originalReference',
  merchantAccountCode: 'merchantAccount',
  merchantReference: 'reference',
  amount: { currency: 'EUR', value: 1000 },
  eventCode: 'CAPTURE',
  success: 'true',
};
// Java SDK: Adyen/adyen-java-api-library src/test/java/com/adyen/util/HMACValidatorTest.java
const JAVA_KEY = '9064450A8892A093D9E97EFCC9639DE31B74F3A7803135555A3C96F5A57915D6';
const javaItem = {
  amount: { currency: 'EUR', value: '0' },
  eventCode: 'REPORT_AVAILABLE',
  merchantAccountCode: 'Magento2Rik',
  merchantReference: 'testMerchantRef1',
  pspReference: 'test_REPORT_AVAILABLE',
  success: 'true',
};
const JAVA_ESCAPE_KEY = '74F490DD33F7327BAECC88B2947C011FC02D014A473AAA33A8EC93E4DC069174';
// Docs: https://docs.adyen.com/development-resources/webhooks/secure-webhooks/verify-hmac-signatures
const DOCS_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const docsItem = {
  pspReference: '7914073381342284',
  merchantAccountCode: 'TestMerchant',
  merchantReference: 'TestPayment-1407325143704',
  amount: { currency: 'EUR', value: 1130 },
  eventCode: 'AUTHORISATION',
  success: 'true',
};

describe('Adyen webhook HMAC', () => {
  it('builds the signing string in the documented field order (Node SDK vector)', () => {
    expect(notificationSigningString(nodeItem)).toBe(
      'pspReference:originalReference:merchantAccount:reference:1000:EUR:CAPTURE:true',
    );
  });

  it('leaves absent fields empty (Java SDK testValidateHMACMissingOptionalField)', () => {
    const { amount: _amount, ...withoutAmount } = javaItem;
    expect(notificationSigningString(withoutAmount)).toBe(
      'test_REPORT_AVAILABLE::Magento2Rik:testMerchantRef1:::REPORT_AVAILABLE:true',
    );
  });

  it('computes the published signatures', () => {
    expect(adyenHmac(notificationSigningString(nodeItem), NODE_KEY)).toBe(
      'xhpHvYq2u2Np0rstbZ6QjLGu7JWhvf7Iwaa6EviJSX0=',
    );
    expect(adyenHmac(notificationSigningString(javaItem), JAVA_KEY)).toBe(
      'NuEkADFmlCC6VgX+wcoPAegIWxVPNBPCuKlM4Hzo5qc=',
    );
    expect(adyenHmac(notificationSigningString(docsItem), DOCS_KEY)).toBe(
      'coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=',
    );
    // Raw-payload vectors: Java testCalculateHMAC, Node "should encrypt correctly".
    expect(adyenHmac('TestPayload', JAVA_KEY)).toBe('YA9/UDjldIO4Gq68X4ATYYoEaPYH4f4k2uzBBzEF1PA=');
    expect(
      adyenHmac(
        'countryCode:currencyCode:merchantAccount:merchantReference:paymentAmount:sessionValidity:skinCode:NL:EUR:MagentoMerchantTest2:TEST-PAYMENT-2017-02-01-14\\:02\\:05:199:2017-02-02T14\\:02\\:05+01\\:00:PKz2KML1',
        NODE_KEY,
      ),
    ).toBe('34oR8T1whkQWTv9P+SzKyp8zhusf9n0dpqrm9nsqSJs=');
  });

  it('verifies a real webhook whose reference holds \\ and : without escaping them', () => {
    expect(javaSdkItem.merchantReference).toBe('\\:/\\/slashes are fun');
    expect(
      verifyItemSignature(javaSdkItem, javaSdkItem.additionalData.hmacSignature, JAVA_ESCAPE_KEY),
    ).toBe(true);
    // The key-value (HPP) escaping would have produced another string, and so another signature.
    const escaped = { ...javaSdkItem, merchantReference: '\\\\\\:/\\\\/slashes are fun' };
    expect(
      verifyItemSignature(escaped, javaSdkItem.additionalData.hmacSignature, JAVA_ESCAPE_KEY),
    ).toBe(false);
  });

  it('accepts the right signature and refuses every other', () => {
    const good = 'coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=';
    expect(verifyItemSignature(docsItem, good, DOCS_KEY)).toBe(true);
    expect(verifyItemSignature(docsItem, good, NODE_KEY)).toBe(false);
    expect(verifyItemSignature(docsItem, 'notValidSign', DOCS_KEY)).toBe(false);
    expect(verifyItemSignature(docsItem, undefined, DOCS_KEY)).toBe(false);
    expect(verifyItemSignature(docsItem, '', DOCS_KEY)).toBe(false);
    // The same bytes without padding decode equal in a lenient base64 decoder; the text must match.
    expect(Buffer.from(good.slice(0, -1), 'base64').equals(Buffer.from(good, 'base64'))).toBe(true);
    expect(verifyItemSignature(docsItem, good.slice(0, -1), DOCS_KEY)).toBe(false);
    expect(
      verifyItemSignature({ ...docsItem, amount: { currency: 'EUR', value: 1 } }, good, DOCS_KEY),
    ).toBe(false);
    expect(verifyItemSignature({ ...docsItem, success: 'false' }, good, DOCS_KEY)).toBe(false);
  });
});
