import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * The enrolment's otpauth:// link as a QR code, drawn here as SVG from qrcode-generator's modules
 * (the package the SBP QR uses, api/payment/qr.ts): no image from elsewhere, no markup injected.
 */
export function TotpQr({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(url);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
    // Four modules of quiet zone on each side, as the QR standard asks.
    return { size: count + 8, path: d };
  }, [url]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="200" height="200" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
