import { createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

// Lane's one icon module: line icons drawn on a 24×24 grid in the style of Lucide (ISC). Inline SVG
// keeps them out of the network waterfall and lets them take the text colour; Chakra's Icon hides
// them from screen readers. Each is marked pure, so a page's chunk carries only the icons it draws.
const line = (key: string, d: string) => (
  <path
    key={key}
    d={d}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  />
);
const ring = (key: string, cx: number, cy: number, r: number) => (
  <circle key={key} cx={cx} cy={cy} r={r} fill="none" stroke="currentColor" strokeWidth="2" />
);
const box = (key: string, x: number, y: number, width: number, height: number) => (
  <rect
    key={key}
    x={x}
    y={y}
    width={width}
    height={height}
    rx="2"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  />
);
const lineIcon = (displayName: string, ...shapes: Array<string | ReactElement>) =>
  createIcon({
    displayName,
    path: shapes.map((shape, index) =>
      typeof shape === 'string' ? line(`${displayName}${index}`, shape) : shape,
    ),
  });

export const MenuIcon = /* @__PURE__ */ lineIcon('MenuIcon', 'M4 6h16', 'M4 12h16', 'M4 18h16');
export const CloseIcon = /* @__PURE__ */ lineIcon('CloseIcon', 'M18 6 6 18', 'm6 6 12 12');
export const CheckIcon = /* @__PURE__ */ lineIcon('CheckIcon', 'M20 6 9 17l-5-5');
export const GlobeIcon = /* @__PURE__ */ lineIcon(
  'GlobeIcon',
  ring('globe-ring', 12, 12, 10),
  'M2 12h20',
  'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
);
export const StarIcon = /* @__PURE__ */ createIcon({
  displayName: 'StarIcon',
  d: 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z',
});

export const ScriptIcon = /* @__PURE__ */ lineIcon(
  'ScriptIcon',
  'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  'M8 9h8',
  'M8 13h5',
);
export const CompassIcon = /* @__PURE__ */ lineIcon(
  'CompassIcon',
  ring('compass-ring', 12, 12, 10),
  'm16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36z',
);
export const BoltIcon = /* @__PURE__ */ lineIcon('BoltIcon', 'M13 2 3 14h9l-1 8 10-12h-9z');
export const ShieldIcon = /* @__PURE__ */ lineIcon(
  'ShieldIcon',
  'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  'm9 12 2 2 4-4',
);
export const LanguagesIcon = /* @__PURE__ */ lineIcon(
  'LanguagesIcon',
  'm5 8 6 6',
  'm4 14 6-6 2-3',
  'M2 5h12',
  'M7 2h1',
  'm22 22-5-10-5 10',
  'M14 18h6',
);
export const BookIcon = /* @__PURE__ */ lineIcon(
  'BookIcon',
  'M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2z',
  'M22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z',
);
export const ReceiptIcon = /* @__PURE__ */ lineIcon(
  'ReceiptIcon',
  'M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1z',
  'M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8',
  'M12 18V6',
);
export const HomeIcon = /* @__PURE__ */ lineIcon(
  'HomeIcon',
  'm3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  'M9 22V12h6v10',
);
export const WrenchIcon = /* @__PURE__ */ lineIcon(
  'WrenchIcon',
  'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94z',
);
export const BriefcaseIcon = /* @__PURE__ */ lineIcon(
  'BriefcaseIcon',
  'M4 7h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z',
  'M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16',
);
export const CarIcon = /* @__PURE__ */ lineIcon(
  'CarIcon',
  'M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2',
  ring('car-wheel-back', 7, 17, 2),
  'M9 17h6',
  ring('car-wheel-front', 17, 17, 2),
);
export const StoreIcon = /* @__PURE__ */ lineIcon(
  'StoreIcon',
  'M3 9 4.5 4h15L21 9',
  'M4 9v11h16V9',
  'M9 20v-6h6v6',
  'M3 9h18',
);

// The chat's icons.
export const CopyIcon = /* @__PURE__ */ lineIcon(
  'CopyIcon',
  box('copy-front', 8, 8, 14, 14),
  'M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2',
);
export const SendIcon = /* @__PURE__ */ lineIcon('SendIcon', 'm22 2-7 20-4-9-9-4Z', 'M22 2 11 13');
export const DownloadIcon = /* @__PURE__ */ lineIcon(
  'DownloadIcon',
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'm7 10 5 5 5-5',
  'M12 15V3',
);
export const MailIcon = /* @__PURE__ */ lineIcon(
  'MailIcon',
  box('mail-envelope', 2, 4, 20, 16),
  'm22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7',
);
export const RetryIcon = /* @__PURE__ */ lineIcon(
  'RetryIcon',
  'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8',
  'M21 3v5h-5',
  'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16',
  'M8 16H3v5',
);
export const StopIcon = /* @__PURE__ */ lineIcon('StopIcon', box('stop-square', 5, 5, 14, 14));
