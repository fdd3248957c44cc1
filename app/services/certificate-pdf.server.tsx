// The certificate PDF (requirement progress-unlocking-and-quiz-flow; decision 0012): rendered with @react-pdf/renderer (kept external to the
// server bundle) from the certificate's own snapshot: its facts, signer and the template (wording,
// colour, signature, background) as issued (`details.template`, decision 0012; the caller passes the
// live template only for certificates issued before that snapshot was kept). It carries what Louisiana requires of a completion certificate: school name and
// certificate-of-authority number, student name, license number (CE and post-licensing), course title
// and type, credit hours, completion date, the signature of an authorised school representative, a
// statement that the student passed the course examination, the delivery method, and the unique
// certificate id with a QR code pointing to the public verification page.
//
// Fonts are the PDF standard fonts (no font files to ship or fetch); the signature is set in
// Times Bold Italic above a rule. Background images must be PNG or JPEG files under public/ (the PDF
// renderer cannot draw SVG files); the frame itself is drawn from the template's accent colour.
import path from "node:path";
import { existsSync } from "node:fs";
import { Document, Image, Page, Path, renderToBuffer, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import {
  DEFAULT_CERTIFICATE_LAYOUT,
  formatCertificateDateLong,
  formatCreditHours,
  type CertificateLayout,
} from "~/rules/certificate-format";
import { encodeQr, qrSvgPath } from "~/services/qr-code.server";

export type CertificatePdfData = {
  uniqueCertificateId: string;
  studentName: string;
  licenseNumber: string | null;
  courseTitle: string;
  courseType: string;
  licenseType: string | null;
  hours: number;
  /** yyyy-MM-dd, Louisiana date. */
  completionDate: string;
  schoolName: string;
  authorityNumber: string | null;
  signerName: string | null;
  signerTitle: string | null;
  deliveryMethod: string;
  layout: CertificateLayout;
  /** A path under public/, e.g. "/images/certificates/border.png"; only PNG and JPEG are drawn. */
  backgroundImageUrl: string | null;
  /** Absolute URL of the public verification page. */
  verificationUrl: string;
  /** yyyy-MM-dd (Louisiana) of the last staff correction (decision 0061); printed under the id. */
  reissuedOn?: string | null;
  /** The template's signature image, read from storage (decision 0045); else the name in script. */
  signatureImage?: { data: Buffer; format: "png" | "jpg" } | null;
};

const GOLD = "#b8922a";
const INK = "#1f2933";
const MUTED = "#52606d";

const styles = StyleSheet.create({
  page: { backgroundColor: "#fffdf7", color: INK, fontFamily: "Helvetica", fontSize: 10 },
  background: { position: "absolute", top: 0, left: 0, width: 792, height: 612 },
  outerFrame: { position: "absolute", top: 18, left: 18, right: 18, bottom: 18, borderWidth: 5 },
  innerFrame: { position: "absolute", top: 30, left: 30, right: 30, bottom: 30, borderWidth: 1.2, borderColor: GOLD },
  content: { flexGrow: 1, paddingTop: 52, paddingHorizontal: 60, paddingBottom: 50, alignItems: "center" },
  school: { fontFamily: "Helvetica-Bold", fontSize: 13, letterSpacing: 1.5, textTransform: "uppercase" },
  authority: { marginTop: 3, fontSize: 8.5, color: MUTED },
  heading: { marginTop: 22, fontFamily: "Times-Bold", fontSize: 30 },
  certifies: { marginTop: 14, fontFamily: "Times-Italic", fontSize: 12, color: MUTED },
  nameBox: { marginTop: 8, width: 440, paddingBottom: 3, borderBottomWidth: 1, borderBottomColor: GOLD },
  name: { fontFamily: "Times-Bold", fontSize: 26, textAlign: "center" },
  license: { marginTop: 5, fontSize: 9.5 },
  body: { marginTop: 14, fontSize: 10.5, textAlign: "center", maxWidth: 540, lineHeight: 1.35 },
  course: { marginTop: 12, fontFamily: "Helvetica-Bold", fontSize: 15, textAlign: "center", maxWidth: 600 },
  facts: { marginTop: 8, flexDirection: "row", flexWrap: "wrap", justifyContent: "center", maxWidth: 620 },
  fact: { marginHorizontal: 8, marginVertical: 1.5, fontSize: 9.5 },
  factLabel: { fontFamily: "Helvetica-Bold" },
  exam: { marginTop: 12, fontSize: 10, fontFamily: "Helvetica-Oblique" },
  footer: { marginTop: "auto", flexDirection: "row", alignItems: "flex-end", justifyContent: "space-between", width: "100%" },
  signature: { width: 250 },
  signatureScript: { fontFamily: "Times-BoldItalic", fontSize: 22, paddingHorizontal: 4 },
  signatureImage: { height: 36, maxWidth: 220, objectFit: "contain", objectPosition: "left bottom", marginLeft: 4 },
  signatureRule: { borderTopWidth: 1, borderTopColor: INK, marginTop: 2, paddingTop: 3 },
  signerLine: { fontSize: 9.5, fontFamily: "Helvetica-Bold" },
  signerRole: { fontSize: 8.5, color: MUTED },
  verify: { flexDirection: "row", alignItems: "flex-end", width: 370 },
  verifyText: { marginRight: 8, width: 285, alignItems: "flex-end" },
  idLabel: { fontSize: 7.5, color: MUTED, textTransform: "uppercase", letterSpacing: 0.8 },
  id: { fontFamily: "Courier-Bold", fontSize: 8, marginTop: 1 },
  url: { fontSize: 7, color: MUTED, marginTop: 2, textAlign: "right" },
});

/** An absolute file path for a public/ image the renderer can draw, or null. */
function publicRasterImage(url: string | null): string | null {
  if (!url || !/^\/[\w./-]+\.(png|jpe?g)$/i.test(url) || url.includes("..")) return null;
  const file = path.join(process.cwd(), "public", url);
  return existsSync(file) ? file : null;
}

function QrCode({ value, size, color }: { value: string; size: number; color: string }) {
  const code = encodeQr(value, { errorCorrection: "M" });
  const quiet = 2;
  const dim = code.size + quiet * 2;
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${dim} ${dim}`}>
      <Path d={`M0 0h${dim}v${dim}h-${dim}z`} fill="#ffffff" />
      <Path d={qrSvgPath(code, quiet)} fill={color} />
    </Svg>
  );
}

export function CertificateDocument({ data }: { data: CertificatePdfData }) {
  const layout = { ...DEFAULT_CERTIFICATE_LAYOUT, ...data.layout };
  const accent = /^#[0-9a-f]{3,8}$/i.test(layout.accentColor) ? layout.accentColor : DEFAULT_CERTIFICATE_LAYOUT.accentColor;
  const background = publicRasterImage(data.backgroundImageUrl);
  const signer = data.signerName ?? data.schoolName;
  return (
    <Document
      title={`${layout.heading} – ${data.studentName} – ${data.courseTitle}`}
      author={data.schoolName}
      subject={`Certificate ${data.uniqueCertificateId}`}
      creator={data.schoolName}
      producer={data.schoolName}
      language="en-US"
    >
      <Page size="LETTER" orientation="landscape" style={styles.page}>
        {background ? <Image src={background} style={styles.background} fixed /> : null}
        <View style={[styles.outerFrame, { borderColor: accent }]} fixed />
        <View style={styles.innerFrame} fixed />
        <View style={styles.content}>
          <Text style={[styles.school, { color: accent }]}>{data.schoolName}</Text>
          {data.authorityNumber ? (
            <Text style={styles.authority}>Louisiana Real Estate Commission certificate of authority: {data.authorityNumber}</Text>
          ) : null}
          <Text style={[styles.heading, { color: accent }]}>{layout.heading}</Text>
          <Text style={styles.certifies}>This certifies that</Text>
          <View style={styles.nameBox}>
            <Text style={styles.name}>{data.studentName}</Text>
          </View>
          {data.licenseNumber ? <Text style={styles.license}>Louisiana license number: {data.licenseNumber}</Text> : null}
          <Text style={styles.body}>{layout.bodyByCourseType?.[data.courseType] || layout.body}</Text>
          <Text style={[styles.course, { color: accent }]}>{data.courseTitle}</Text>
          <View style={styles.facts}>
            <Text style={styles.fact}>
              <Text style={styles.factLabel}>Course type: </Text>
              {data.courseType}
            </Text>
            {data.licenseType ? (
              <Text style={styles.fact}>
                <Text style={styles.factLabel}>License type: </Text>
                {data.licenseType}
              </Text>
            ) : null}
            <Text style={styles.fact}>
              <Text style={styles.factLabel}>Credit: </Text>
              {formatCreditHours(data.hours)}
            </Text>
            <Text style={styles.fact}>
              <Text style={styles.factLabel}>Completed: </Text>
              {formatCertificateDateLong(data.completionDate)}
            </Text>
            <Text style={styles.fact}>
              <Text style={styles.factLabel}>Delivery method: </Text>
              {data.deliveryMethod}
            </Text>
          </View>
          <Text style={styles.exam}>The student passed the course examination.</Text>

          <View style={styles.footer}>
            <View style={styles.signature}>
              {data.signatureImage ? (
                <Image src={data.signatureImage} style={styles.signatureImage} />
              ) : (
                <Text style={[styles.signatureScript, { color: accent }]}>{signer}</Text>
              )}
              <View style={styles.signatureRule}>
                <Text style={styles.signerLine}>
                  {signer}
                  {data.signerTitle ? `, ${data.signerTitle}` : ""}
                </Text>
                <Text style={styles.signerRole}>Authorized school representative, {data.schoolName}</Text>
              </View>
            </View>
            <View style={styles.verify}>
              <View style={styles.verifyText}>
                <Text style={styles.idLabel}>Certificate ID</Text>
                <Text style={styles.id}>{data.uniqueCertificateId}</Text>
                {data.reissuedOn ? <Text style={styles.url}>Reissued {formatCertificateDateLong(data.reissuedOn)}</Text> : null}
                <Text style={styles.url}>Verify this certificate at</Text>
                <Text style={styles.url}>{data.verificationUrl}</Text>
              </View>
              {layout.showQrCode ? <QrCode value={data.verificationUrl} size={74} color={INK} /> : null}
            </View>
          </View>
        </View>
      </Page>
    </Document>
  );
}

/** Renders the certificate to a PDF file in memory. */
export async function renderCertificatePdf(data: CertificatePdfData): Promise<Buffer> {
  return renderToBuffer(<CertificateDocument data={data} />);
}

/** The file name offered to the browser: "certificate-<suffix>.pdf". */
export function certificateFileName(uniqueCertificateId: string): string {
  const suffix = uniqueCertificateId.split("-CERT-").pop() ?? "certificate";
  return `pelican-certificate-${suffix.replace(/[^A-Za-z0-9]/g, "")}.pdf`;
}
