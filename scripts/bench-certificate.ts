/**
 * Certificate PDF generation time: renders a realistic certificate (CE template, license number,
 * QR code) once to warm up, then N times, and prints the median and spread. A figure, not a test.
 *
 *   npm run bench:certificate            (N = 20)
 *   npm run bench:certificate -- 50
 */
import { performance } from "node:perf_hooks";
import { renderCertificatePdf, type CertificatePdfData } from "../app/services/certificate-pdf.server";

const runs = Number(process.argv[2] ?? 20);
const id = "0b5e2c4a-7f1d-5a3e-9c2b-4d6e8f0a1b2c-CERT-7KQ2M9XD0A";
const data: CertificatePdfData = {
  uniqueCertificateId: id,
  studentName: "Tanya Guillory",
  licenseNumber: "SAL.0000567890-ACT",
  courseTitle: "Flood Zones, Flood Insurance and Disclosure in Louisiana",
  courseType: "Continuing Education",
  licenseType: "Salesperson & Broker",
  hours: 4,
  completionDate: "2026-02-10",
  schoolName: "Pelican Real Estate School",
  authorityNumber: "LREC School #2025-0148",
  signerName: "Celeste Arceneaux",
  signerTitle: "School Director",
  deliveryMethod: "Internet-based distance education",
  layout: {
    heading: "Continuing Education Completion",
    body: "has completed the continuing education course named below for credit toward the annual Louisiana real estate license renewal requirement.",
    accentColor: "#1f5135",
    showQrCode: true,
  },
  backgroundImageUrl: null,
  verificationUrl: `https://pelican-real-estate-school.fly.dev/verify/${id}`,
};

const warmStart = performance.now();
const first = await renderCertificatePdf(data);
const warmUp = performance.now() - warmStart;

const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  await renderCertificatePdf(data);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times.length % 2 ? times[(times.length - 1) / 2] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`Certificate PDF (${(first.length / 1024).toFixed(1)} KiB), ${runs} renders after one warm-up (${fmt(warmUp)}):`);
console.log(`  median ${fmt(median)}   min ${fmt(times[0])}   max ${fmt(times[times.length - 1])}`);
