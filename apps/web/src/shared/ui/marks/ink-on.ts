function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/**
 * The ink of a mark on its brand's colour ('RRGGBB', as simple-icons gives it): white, as brands
 * draw their marks on their colour, wherever it stands out enough for a graphic (3:1, WCAG
 * 1.4.11); black on the light ones (Kakao's yellow, Naver's and Razer's green).
 */
export function inkOn(hex: string): '#ffffff' | '#000000' {
  return 1.05 / (luminance(hex) + 0.05) >= 3 ? '#ffffff' : '#000000';
}
