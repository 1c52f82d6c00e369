function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/**
 * White or black, whichever stands out more on a brand's colour ('RRGGBB', as simple-icons gives
 * it): Kakao's yellow and Razer's green need black, PayPal's blue white.
 */
export function inkOn(hex: string): '#ffffff' | '#000000' {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
