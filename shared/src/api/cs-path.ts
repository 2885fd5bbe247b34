/**
 * Customer-service links arrive encrypted (AES-256-GCM, base64 of iv | ciphertext | tag) so they
 * are not scraped from the config call; the page decrypts them with the csKey of the same answer.
 */
export async function decryptCsPath(path: string, csKeyBase64: string): Promise<string | null> {
  try {
    const bytes = Uint8Array.from(atob(path), (c) => c.charCodeAt(0));
    const keyBytes = Uint8Array.from(atob(csKeyBase64), (c) => c.charCodeAt(0));
    const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
