const bengaliZero = '০'.charCodeAt(0);

/** Bengali digits as a Bengali keyboard types them, read as the ASCII digits they stand for (every number a person types). */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - bengaliZero));
}

/** ASCII digits written as Bengali digits (০–৯). */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(bengaliZero + digit.charCodeAt(0) - 48));
}
