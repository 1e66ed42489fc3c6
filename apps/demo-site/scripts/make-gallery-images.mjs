// Draws the demo's photographs (bakes, the shop, the market, backgrounds) in Chromium and writes them as JPEGs
// into public/assets/gallery/: each original and its resized copies by size name (core-runtime §3, §9:
// thumbnail 160, mobile 640, tablet 1280, desktop 1920 wide, only those narrower than the original), as a
// site's image service would. Nothing is fetched: every picture is painted from the scene below. The files are
// committed (about a megabyte), so building the demo needs no browser; run this again after changing a scene:
// `node scripts/make-gallery-images.mjs` (CHROME_PATH picks the browser, as for the end-to-end suite).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../../config/chromium.mjs';

const OUT = new URL('../public/assets/gallery/', import.meta.url);
const WIDTHS = { thumbnail: 160, mobile: 640, tablet: 1280, desktop: 1920 };
const QUALITY = 0.72;

// Palettes: wall top, wall bottom, table, table dark.
const WARM = ['#f3e3c7', '#e2c59c', '#8a5a35', '#5e3b22'];
const SLATE = ['#dfe4e6', '#b9c3c6', '#6f6257', '#4a4039'];
const DUSK = ['#f6c9a0', '#c9876a', '#4d3a33', '#2e2420'];
const MORNING = ['#fbf3e4', '#efd9b5', '#a77a4e', '#7a5533'];

/** Every picture: its file name, natural size, palette, what is on the table, and the line printed on it. */
export const PICTURES = [
  {
    name: 'country-loaf.jpg',
    width: 1200,
    height: 800,
    palette: WARM,
    items: [['loaf', 0.5, 0.66, 0.5]],
    label: 'Harbor country loaf',
  },
  {
    name: 'cardamom-knots.jpg',
    width: 1200,
    height: 1200,
    palette: MORNING,
    items: [
      ['knot', 0.33, 0.68, 0.26],
      ['knot', 0.66, 0.7, 0.24],
      ['knot', 0.5, 0.82, 0.22],
    ],
    label: 'Cardamom knots',
  },
  {
    name: 'baguettes.jpg',
    width: 900,
    height: 1200,
    palette: SLATE,
    items: [
      ['baguette', 0.5, 0.6, 0.9],
      ['baguette', 0.52, 0.75, 0.85],
    ],
    label: 'Morning baguettes',
  },
  {
    name: 'rye-and-seeds.jpg',
    width: 1200,
    height: 900,
    palette: DUSK,
    items: [
      ['loaf', 0.38, 0.7, 0.36, '#5b3a24'],
      ['bun', 0.72, 0.76, 0.18],
    ],
    label: 'Dark rye with caraway',
  },
  {
    name: 'croissants.jpg',
    width: 1200,
    height: 800,
    palette: MORNING,
    items: [
      ['croissant', 0.3, 0.7, 0.3],
      ['croissant', 0.68, 0.72, 0.3],
    ],
    label: 'Butter croissants',
  },
  {
    name: 'flat-white.jpg',
    width: 960,
    height: 1200,
    palette: WARM,
    items: [['cup', 0.5, 0.7, 0.42]],
    label: 'Flat white by the window',
  },
  {
    name: 'spelt-tin.jpg',
    width: 1200,
    height: 800,
    palette: SLATE,
    items: [['tin', 0.5, 0.68, 0.46]],
    label: 'Seeded spelt tin',
  },
  {
    name: 'rhubarb-tart.jpg',
    width: 1200,
    height: 1200,
    palette: DUSK,
    items: [['tart', 0.5, 0.7, 0.6]],
    label: 'Rhubarb frangipane tart',
  },
  {
    name: 'shop-counter.jpg',
    width: 1200,
    height: 800,
    palette: MORNING,
    items: [
      ['window', 0.5, 0.3, 0.6],
      ['loaf', 0.3, 0.78, 0.24],
      ['bun', 0.55, 0.8, 0.12],
      ['cup', 0.78, 0.76, 0.16],
    ],
    label: 'The counter on Harbor Street',
  },
  {
    name: 'market-stall.jpg',
    width: 1200,
    height: 900,
    palette: SLATE,
    items: [
      ['awning', 0.5, 0.18, 1],
      ['loaf', 0.25, 0.76, 0.22],
      ['baguette', 0.6, 0.78, 0.5],
    ],
    label: 'Rye Lane market stall',
  },
  {
    name: 'mill-wheel.jpg',
    width: 900,
    height: 1200,
    palette: DUSK,
    items: [['wheel', 0.5, 0.5, 0.7]],
    label: 'Tillman Mill on the Alder',
  },
  {
    name: 'flour-sacks.jpg',
    width: 1200,
    height: 800,
    palette: WARM,
    items: [
      ['sack', 0.3, 0.68, 0.3],
      ['sack', 0.62, 0.7, 0.32],
    ],
    label: 'Stone-milled flour',
  },
  {
    name: 'bg-harbour-dawn.jpg',
    width: 2400,
    height: 1350,
    palette: DUSK,
    items: [
      ['window', 0.5, 0.32, 0.9],
      ['loaf', 0.7, 0.8, 0.16],
    ],
    label: '',
  },
  {
    name: 'bg-ovens.jpg',
    width: 2400,
    height: 1350,
    palette: WARM,
    items: [['oven', 0.5, 0.45, 0.8]],
    label: '',
  },
  {
    name: 'bg-wheat.jpg',
    width: 2400,
    height: 1350,
    palette: MORNING,
    items: [['wheat', 0.5, 0.6, 1]],
    label: '',
  },
];

/** Runs in the page: paints one picture at `width` × `height` and answers a JPEG data URL. */
function paint({ picture, width, height, quality }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const c = canvas.getContext('2d');
  const [wallTop, wallBottom, table, tableDark] = picture.palette;
  const u = Math.min(width, height);
  const horizon = height * 0.58;
  const wall = c.createLinearGradient(0, 0, 0, horizon);
  wall.addColorStop(0, wallTop);
  wall.addColorStop(1, wallBottom);
  c.fillStyle = wall;
  c.fillRect(0, 0, width, horizon);
  const wood = c.createLinearGradient(0, horizon, 0, height);
  wood.addColorStop(0, table);
  wood.addColorStop(1, tableDark);
  c.fillStyle = wood;
  c.fillRect(0, horizon, width, height - horizon);
  c.globalAlpha = 0.12;
  c.strokeStyle = '#000';
  c.lineWidth = Math.max(1, u / 400);
  for (let i = 1; i < 9; i += 1) {
    const y = horizon + ((height - horizon) * i) / 9;
    c.beginPath();
    c.moveTo(0, y);
    c.bezierCurveTo(width * 0.3, y - u * 0.01, width * 0.7, y + u * 0.012, width, y);
    c.stroke();
  }
  c.globalAlpha = 1;
  const light = c.createRadialGradient(
    width * 0.22,
    height * 0.1,
    0,
    width * 0.22,
    height * 0.1,
    Math.max(width, height) * 0.8,
  );
  light.addColorStop(0, 'rgba(255,248,230,0.55)');
  light.addColorStop(1, 'rgba(255,248,230,0)');
  c.fillStyle = light;
  c.fillRect(0, 0, width, height);

  const shadow = (x, y, w, h) => {
    const g = c.createRadialGradient(x, y, 0, x, y, w);
    g.addColorStop(0, 'rgba(30,15,5,0.45)');
    g.addColorStop(1, 'rgba(30,15,5,0)');
    c.save();
    c.translate(x, y);
    c.scale(1, h / w);
    c.translate(-x, -y);
    c.fillStyle = g;
    c.beginPath();
    c.arc(x, y, w, 0, Math.PI * 2);
    c.fill();
    c.restore();
  };
  const crust = (x, y, r, base) => {
    const g = c.createRadialGradient(x - r * 0.3, y - r * 0.4, r * 0.1, x, y, r * 1.1);
    g.addColorStop(0, '#e9b46e');
    g.addColorStop(0.55, base);
    g.addColorStop(1, '#3b2112');
    return g;
  };
  const draw = {
    loaf(x, y, s, base = '#a8632b') {
      const w = width * s * 0.5;
      const h = w * 0.52;
      shadow(x, y + h * 0.75, w * 1.1, h * 0.35);
      c.fillStyle = crust(x, y, w, base);
      c.beginPath();
      c.ellipse(x, y, w, h, 0, Math.PI, 0);
      c.bezierCurveTo(x + w, y + h * 0.5, x - w, y + h * 0.5, x - w, y);
      c.fill();
      c.strokeStyle = 'rgba(250,225,180,0.85)';
      c.lineWidth = Math.max(1, w * 0.05);
      c.lineCap = 'round';
      for (const dx of [-0.45, 0, 0.45]) {
        c.beginPath();
        c.moveTo(x + w * dx - w * 0.18, y - h * 0.55);
        c.quadraticCurveTo(x + w * dx, y - h * 0.8, x + w * dx + w * 0.2, y - h * 0.45);
        c.stroke();
      }
    },
    bun(x, y, s) {
      const r = width * s * 0.5;
      shadow(x, y + r * 0.6, r * 1.2, r * 0.35);
      c.fillStyle = crust(x, y, r, '#b8773a');
      c.beginPath();
      c.ellipse(x, y, r, r * 0.7, 0, 0, Math.PI * 2);
      c.fill();
      c.fillStyle = 'rgba(255,240,210,0.9)';
      for (let i = 0; i < 14; i += 1) {
        const a = i * 2.4;
        c.beginPath();
        c.ellipse(
          x + Math.cos(a) * r * 0.5,
          y - r * 0.15 + Math.sin(a) * r * 0.3,
          r * 0.05,
          r * 0.025,
          a,
          0,
          Math.PI * 2,
        );
        c.fill();
      }
    },
    knot(x, y, s) {
      const r = width * s * 0.5;
      shadow(x, y + r * 0.5, r * 1.1, r * 0.3);
      c.lineCap = 'round';
      for (let i = 0; i < 3; i += 1) {
        c.strokeStyle = crust(x, y, r, i % 2 ? '#b06a2e' : '#c98a45');
        c.lineWidth = r * 0.32;
        c.beginPath();
        c.ellipse(x, y, r * (0.75 - i * 0.2), r * (0.45 - i * 0.1), i * 1.1, 0.3, Math.PI * 1.8);
        c.stroke();
      }
      c.fillStyle = 'rgba(255,250,235,0.8)';
      for (let i = 0; i < 20; i += 1)
        c.fillRect(x + Math.cos(i * 7) * r * 0.6, y + Math.sin(i * 5) * r * 0.35, r * 0.03, r * 0.03);
    },
    baguette(x, y, s) {
      const w = width * s * 0.5;
      const h = Math.max(height * 0.05, w * 0.13);
      shadow(x, y + h, w, h * 0.4);
      c.save();
      c.translate(x, y);
      c.rotate(-0.12);
      c.fillStyle = crust(0, 0, w * 0.6, '#b9773b');
      c.beginPath();
      c.ellipse(0, 0, w, h, 0, 0, Math.PI * 2);
      c.fill();
      c.strokeStyle = 'rgba(250,228,185,0.9)';
      c.lineWidth = h * 0.18;
      c.lineCap = 'round';
      for (let i = -3; i <= 3; i += 1) {
        c.beginPath();
        c.moveTo(i * w * 0.26 - w * 0.08, -h * 0.35);
        c.lineTo(i * w * 0.26 + w * 0.08, -h * 0.05);
        c.stroke();
      }
      c.restore();
    },
    croissant(x, y, s) {
      const r = width * s * 0.5;
      shadow(x, y + r * 0.35, r, r * 0.3);
      for (let i = -3; i <= 3; i += 1) {
        const t = i / 3;
        c.fillStyle = crust(x + t * r * 0.7, y, r * 0.5, i % 2 ? '#c07a35' : '#d9974d');
        c.beginPath();
        c.ellipse(
          x + t * r * 0.72,
          y - (1 - t * t) * r * 0.18,
          r * (0.38 - Math.abs(t) * 0.2),
          r * (0.32 - Math.abs(t) * 0.14),
          t * 0.9,
          0,
          Math.PI * 2,
        );
        c.fill();
      }
    },
    cup(x, y, s) {
      const w = width * s * 0.5;
      shadow(x, y + w * 0.32, w * 1.2, w * 0.25);
      c.fillStyle = '#f7f3ec';
      c.beginPath();
      c.ellipse(x, y + w * 0.28, w * 1.05, w * 0.22, 0, 0, Math.PI * 2);
      c.fill();
      const body = c.createLinearGradient(x - w * 0.6, 0, x + w * 0.6, 0);
      body.addColorStop(0, '#d9d3ca');
      body.addColorStop(0.4, '#ffffff');
      body.addColorStop(1, '#c9c2b8');
      c.fillStyle = body;
      c.beginPath();
      c.moveTo(x - w * 0.62, y - w * 0.35);
      c.lineTo(x + w * 0.62, y - w * 0.35);
      c.quadraticCurveTo(x + w * 0.58, y + w * 0.25, x, y + w * 0.26);
      c.quadraticCurveTo(x - w * 0.58, y + w * 0.25, x - w * 0.62, y - w * 0.35);
      c.fill();
      c.strokeStyle = '#e8e2d8';
      c.lineWidth = w * 0.09;
      c.beginPath();
      c.ellipse(x + w * 0.72, y - w * 0.08, w * 0.18, w * 0.14, 0, -1.4, 1.4);
      c.stroke();
      c.fillStyle = '#6b3d1f';
      c.beginPath();
      c.ellipse(x, y - w * 0.35, w * 0.58, w * 0.13, 0, 0, Math.PI * 2);
      c.fill();
      c.strokeStyle = '#f2dfc4';
      c.lineWidth = w * 0.03;
      c.beginPath();
      c.moveTo(x - w * 0.2, y - w * 0.36);
      c.bezierCurveTo(x - w * 0.05, y - w * 0.45, x + w * 0.05, y - w * 0.25, x + w * 0.2, y - w * 0.36);
      c.stroke();
    },
    tin(x, y, s) {
      const w = width * s * 0.5;
      const h = w * 0.5;
      shadow(x, y + h * 0.6, w * 1.1, h * 0.3);
      c.fillStyle = crust(x, y - h * 0.5, w, '#9c6a36');
      c.beginPath();
      c.ellipse(x, y - h * 0.45, w * 0.92, h * 0.55, 0, Math.PI, 0);
      c.fill();
      const metal = c.createLinearGradient(0, y - h * 0.5, 0, y + h * 0.5);
      metal.addColorStop(0, '#8d8d8d');
      metal.addColorStop(1, '#3e3e3e');
      c.fillStyle = metal;
      c.fillRect(x - w * 0.95, y - h * 0.5, w * 1.9, h);
      c.fillStyle = 'rgba(255,245,220,0.85)';
      for (let i = 0; i < 40; i += 1)
        c.fillRect(
          x + Math.cos(i * 3.1) * w * 0.8,
          y - h * 0.5 - Math.abs(Math.sin(i * 1.7)) * h * 0.45,
          w * 0.025,
          w * 0.012,
        );
    },
    tart(x, y, s) {
      const r = width * s * 0.5;
      shadow(x, y + r * 0.28, r * 1.05, r * 0.3);
      c.fillStyle = crust(x, y, r, '#c58a47');
      c.beginPath();
      c.ellipse(x, y, r, r * 0.42, 0, 0, Math.PI * 2);
      c.fill();
      c.fillStyle = '#f0d39a';
      c.beginPath();
      c.ellipse(x, y - r * 0.02, r * 0.86, r * 0.34, 0, 0, Math.PI * 2);
      c.fill();
      c.fillStyle = '#d0435a';
      for (let i = 0; i < 9; i += 1) {
        c.save();
        c.translate(x + (i - 4) * r * 0.18, y - r * 0.02);
        c.rotate(0.5);
        c.fillRect(-r * 0.03, -r * 0.22, r * 0.07, r * 0.44);
        c.restore();
      }
    },
    window(x, y, s) {
      const w = width * s * 0.5;
      const h = height * 0.22;
      const sky = c.createLinearGradient(0, y - h, 0, y + h);
      sky.addColorStop(0, '#9fc4d9');
      sky.addColorStop(1, '#f4e2c4');
      c.fillStyle = sky;
      c.fillRect(x - w, y - h, w * 2, h * 2);
      c.fillStyle = 'rgba(60,80,90,0.35)';
      c.beginPath();
      c.moveTo(x - w, y + h * 0.6);
      for (let i = 0; i <= 12; i += 1)
        c.lineTo(x - w + (w * 2 * i) / 12, y + h * (0.35 + ((i * 37) % 5) * 0.06));
      c.lineTo(x + w, y + h);
      c.lineTo(x - w, y + h);
      c.fill();
      c.strokeStyle = '#f8f1e4';
      c.lineWidth = u * 0.02;
      c.strokeRect(x - w, y - h, w * 2, h * 2);
      c.beginPath();
      c.moveTo(x, y - h);
      c.lineTo(x, y + h);
      c.moveTo(x - w, y);
      c.lineTo(x + w, y);
      c.stroke();
    },
    awning(x, y, s) {
      const w = width * s * 0.5;
      for (let i = 0; i < 10; i += 1) {
        c.fillStyle = i % 2 ? '#f6efe2' : '#b5452f';
        c.beginPath();
        c.moveTo(x - w + (w * 2 * i) / 10, 0);
        c.lineTo(x - w + (w * 2 * (i + 1)) / 10, 0);
        c.lineTo(x - w + (w * 2 * (i + 1)) / 10, y + height * 0.05);
        c.quadraticCurveTo(
          x - w + (w * 2 * (i + 0.5)) / 10,
          y + height * 0.1,
          x - w + (w * 2 * i) / 10,
          y + height * 0.05,
        );
        c.fill();
      }
    },
    wheel(x, y, s) {
      const r = width * s * 0.5;
      c.strokeStyle = '#5a3c25';
      c.lineWidth = r * 0.08;
      c.beginPath();
      c.arc(x, y, r, 0, Math.PI * 2);
      c.stroke();
      c.lineWidth = r * 0.04;
      for (let i = 0; i < 12; i += 1) {
        const a = (i * Math.PI) / 6;
        c.beginPath();
        c.moveTo(x, y);
        c.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
        c.stroke();
        c.fillStyle = '#6e4b30';
        c.fillRect(x + Math.cos(a) * r - r * 0.07, y + Math.sin(a) * r - r * 0.07, r * 0.14, r * 0.14);
      }
      const water = c.createLinearGradient(0, y + r * 0.6, 0, height);
      water.addColorStop(0, 'rgba(120,170,190,0.85)');
      water.addColorStop(1, 'rgba(60,100,120,0.95)');
      c.fillStyle = water;
      c.fillRect(0, y + r * 0.6, width, height);
    },
    sack(x, y, s) {
      const w = width * s * 0.5;
      shadow(x, y + w * 0.9, w, w * 0.25);
      const cloth = c.createLinearGradient(x - w, 0, x + w, 0);
      cloth.addColorStop(0, '#cdbb96');
      cloth.addColorStop(0.5, '#efe2c4');
      cloth.addColorStop(1, '#bba77f');
      c.fillStyle = cloth;
      c.beginPath();
      c.moveTo(x - w * 0.55, y - w * 0.9);
      c.quadraticCurveTo(x - w, y, x - w * 0.8, y + w * 0.9);
      c.lineTo(x + w * 0.8, y + w * 0.9);
      c.quadraticCurveTo(x + w, y, x + w * 0.55, y - w * 0.9);
      c.closePath();
      c.fill();
      c.fillStyle = '#7a5a3a';
      c.font = `600 ${Math.round(w * 0.22)}px serif`;
      c.textAlign = 'center';
      c.fillText('RYE', x, y + w * 0.15);
    },
    oven(x, y, s) {
      const w = width * s * 0.5;
      const h = height * 0.3;
      const brick = c.createLinearGradient(0, y - h, 0, y + h);
      brick.addColorStop(0, '#8e4a2c');
      brick.addColorStop(1, '#5b2c18');
      c.fillStyle = brick;
      c.beginPath();
      c.moveTo(x - w, y + h);
      c.lineTo(x - w, y - h * 0.2);
      c.quadraticCurveTo(x, y - h * 1.6, x + w, y - h * 0.2);
      c.lineTo(x + w, y + h);
      c.fill();
      const fire = c.createRadialGradient(x, y + h * 0.4, 0, x, y + h * 0.4, w * 0.5);
      fire.addColorStop(0, '#ffd27a');
      fire.addColorStop(0.5, '#f08a24');
      fire.addColorStop(1, '#2a1208');
      c.fillStyle = fire;
      c.beginPath();
      c.ellipse(x, y + h * 0.45, w * 0.45, h * 0.5, 0, Math.PI, 0);
      c.fill();
    },
    wheat(_x, y) {
      c.strokeStyle = '#c99b4f';
      c.lineWidth = u * 0.006;
      for (let i = 0; i < 60; i += 1) {
        const bx = (width * (i + 0.5)) / 60;
        const top = y - height * (0.25 + ((i * 13) % 7) * 0.025);
        c.beginPath();
        c.moveTo(bx, height);
        c.quadraticCurveTo(bx + u * 0.02, (top + height) / 2, bx + u * 0.03 * Math.sin(i), top);
        c.stroke();
        c.fillStyle = '#d8ad5e';
        for (let k = 0; k < 5; k += 1) {
          c.beginPath();
          c.ellipse(
            bx + u * 0.03 * Math.sin(i),
            top + k * u * 0.018,
            u * 0.007,
            u * 0.014,
            0.4,
            0,
            Math.PI * 2,
          );
          c.fill();
        }
      }
    },
  };
  for (const [kind, ix, iy, size, color] of picture.items) draw[kind](width * ix, height * iy, size, color);
  const vignette = c.createRadialGradient(
    width / 2,
    height / 2,
    u * 0.3,
    width / 2,
    height / 2,
    Math.max(width, height) * 0.75,
  );
  vignette.addColorStop(0, 'rgba(0,0,0,0)');
  vignette.addColorStop(1, 'rgba(20,10,0,0.35)');
  c.fillStyle = vignette;
  c.fillRect(0, 0, width, height);
  if (picture.label) {
    // Top left, where no caption (below the picture or over its foot) ever covers it.
    const size = Math.max(9, Math.round(u * 0.036));
    c.font = `600 ${size}px Georgia, serif`;
    c.textAlign = 'left';
    c.fillStyle = 'rgba(0,0,0,0.3)';
    c.fillText(`Harbor & Rye · ${picture.label}`, u * 0.045 + 1, u * 0.045 + size + 1);
    c.fillStyle = 'rgba(255,250,240,0.95)';
    c.fillText(`Harbor & Rye · ${picture.label}`, u * 0.045, u * 0.045 + size);
  }
  return canvas.toDataURL('image/jpeg', quality);
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    let total = 0;
    for (const picture of PICTURES) {
      const sizes = [
        ['', picture.width],
        ...Object.entries(WIDTHS).filter(([, width]) => width < picture.width),
      ];
      for (const [folder, width] of sizes) {
        const height = Math.round((picture.height * width) / picture.width);
        const dataUrl = await page.evaluate(paint, { picture, width, height, quality: QUALITY });
        const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
        const dir = new URL(folder ? `${folder}/` : './', OUT);
        mkdirSync(dir, { recursive: true });
        writeFileSync(new URL(picture.name, dir), bytes);
        total += bytes.length;
      }
    }
    console.log(`wrote ${PICTURES.length} pictures and their copies: ${(total / 1024).toFixed(0)} KB`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
