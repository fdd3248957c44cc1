// The audit packet as a PDF (decision 0034; decision 0029): one learner's records in one course, laid out for
// an inspector — identity, enrollment, every item with its completion and time on task, every attempt,
// the evaluation and the certificates — on US Letter pages that number themselves, in the PDF standard
// fonts (nothing to ship). The facts come from ~/models/certificates/audit-packet.server; this file only lays them out.
import { formatRemaining } from "~/rules/delivery-policy";
import { Readable } from "node:stream";
import type { ReactNode } from "react";
import { Document, Font, Page, renderToStream, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { AuditPacket } from "~/models/certificates/audit-packet.server";
import { attemptDuration, formatPacketDuration, formatPacketInstant } from "~/rules/audit-packet";
import { formatCreditHours } from "~/rules/certificate-format";
import { CHECK_REASON_LABELS } from "~/rules/identity";

/** "90 h (met)", "90 h (57 h 50 min short)", or "None (no delivery policy)" (decision 0087). */
function seatTimeRequirement(seat: AuditPacket["seatTime"]): string {
  if (!seat.policyEnabled || seat.requiredSeconds === 0) return "None (no delivery policy)";
  const required = formatRemaining(seat.requiredSeconds);
  return seat.met ? `${required} (met)` : `${required} (${formatRemaining(seat.requiredSeconds - seat.creditedSeconds)} short)`;
}

export type AuditPacketPdfData = {
  packet: AuditPacket;
  schoolName: string;
  authorityNumber: string | null;
  generatedAt: Date;
  generatedBy: string;
};

// Titles and ids wrap at spaces, never hyphenated ("Cus-tomer", an id cut in two). The setting is the
// renderer's, process-wide: the certificate's centred lines are set the same way.
Font.registerHyphenationCallback((word) => [word]);

const INK = "#1f2933";
const MUTED = "#52606d";
const LINE = "#cbd2d9";

const styles = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 48, paddingHorizontal: 40, fontFamily: "Helvetica", fontSize: 8.5, color: INK },
  school: { fontFamily: "Helvetica-Bold", fontSize: 11 },
  muted: { color: MUTED },
  title: { marginTop: 6, fontFamily: "Helvetica-Bold", fontSize: 16 },
  section: { marginTop: 14 },
  heading: {
    fontFamily: "Helvetica-Bold",
    fontSize: 10.5,
    marginBottom: 4,
    paddingBottom: 2,
    borderBottomWidth: 1,
    borderBottomColor: INK,
  },
  fact: { flexDirection: "row", paddingVertical: 1.5 },
  factLabel: { width: 130, color: MUTED },
  factValue: { flex: 1, fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: LINE, paddingVertical: 2.5 },
  headRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: INK, paddingVertical: 2.5, fontFamily: "Helvetica-Bold" },
  cell: { paddingRight: 4 },
  empty: { color: MUTED, paddingVertical: 3 },
  certificate: { paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: LINE },
  version: { marginTop: 4, marginLeft: 12, paddingLeft: 6, borderLeftWidth: 1, borderLeftColor: LINE },
  versionTitle: { fontFamily: "Helvetica-Bold", paddingVertical: 1.5 },
  footer: {
    position: "absolute",
    bottom: 22,
    left: 40,
    right: 40,
    flexDirection: "row",
    justifyContent: "space-between",
    color: MUTED,
    fontSize: 7.5,
  },
});

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <View>
      {rows.map(([label, value]) => (
        <View key={label} style={styles.fact} wrap={false}>
          <Text style={styles.factLabel}>{label}</Text>
          <Text style={styles.factValue}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

/** A table: column widths in percent; rows never split across pages; the head repeats on each page. */
function Table({ title, columns, rows, empty }: { title: string; columns: [string, number][]; rows: ReactNode[][]; empty: string }) {
  const heading = <Text style={styles.heading}>{title}</Text>;
  if (rows.length === 0)
    return (
      <View style={styles.section} wrap={false}>
        {heading}
        <Text style={styles.empty}>{empty}</Text>
      </View>
    );
  const cells = (values: ReactNode[]) =>
    values.map((value, i) => (
      <View key={i} style={[styles.cell, { width: `${columns[i][1]}%` }]}>
        <Text>{value}</Text>
      </View>
    ));
  return (
    <View style={styles.section}>
      {/* The title, the head and the first row stay together (never alone at a page's foot); the head repeats on every page the table spans. */}
      <View wrap={false}>
        {heading}
        <View style={styles.headRow} fixed>
          {cells(columns.map(([label]) => label))}
        </View>
        <View style={styles.row}>{cells(rows[0])}</View>
      </View>
      {rows.slice(1).map((row, i) => (
        <View key={i} style={styles.row} wrap={false}>
          {cells(row)}
        </View>
      ))}
    </View>
  );
}

const CHECK_RESULT_LABELS = { passed: "Passed", failed: "Failed", open: "Not answered" } as const;

/** Identity verification and final-exam integrity (decision 0089): checks, unlocks, attestations, proctoring. */
function IntegritySection({ packet }: { packet: AuditPacket }) {
  const { checks, unlocks, attestations, proctoring } = packet.integrity;
  return (
    <>
      <Table
        title="Identity checks"
        columns={[
          ["Asked", 20],
          ["When", 17],
          ["Question (never the answer)", 33],
          ["Result", 12],
          ["Address", 18],
        ]}
        rows={checks.map((c) => [
          formatPacketInstant(c.askedAt),
          CHECK_REASON_LABELS[c.reason] ?? c.reason,
          c.question,
          CHECK_RESULT_LABELS[c.result],
          c.ipAddress ?? "—",
        ])}
        empty="No identity checks."
      />
      {unlocks.length > 0 ? (
        <Table
          title="Identity locks unlocked by staff"
          columns={[
            ["Locked", 25],
            ["Unlocked", 25],
            ["Reason", 50],
          ]}
          rows={unlocks.map((u) => [formatPacketInstant(u.lockedAt), formatPacketInstant(u.unlockedAt), u.reason])}
          empty=""
        />
      ) : null}
      <Table
        title="Final-exam attestations"
        columns={[
          ["Signed", 22],
          ["Exam", 20],
          ["Typed name", 18],
          ["Statement", 25],
          ["Address", 15],
        ]}
        rows={attestations.map((a) => [formatPacketInstant(a.attestedAt), a.examTitle, a.typedName, a.statement, a.ipAddress ?? "—"])}
        empty="No attestations."
      />
      <Table
        title="Proctoring sessions"
        columns={[
          ["Started", 20],
          ["Exam", 18],
          ["Provider", 14],
          ["Result", 12],
          ["Reported", 20],
          ["Reference", 16],
        ]}
        rows={proctoring.map((p) => [
          formatPacketInstant(p.startedAt),
          p.examTitle,
          p.provider,
          p.status === "started" ? "No result" : p.status === "passed" ? "Passed" : "Failed",
          formatPacketInstant(p.completedAt),
          p.reference ?? "—",
        ])}
        empty="No proctoring sessions."
      />
    </>
  );
}

const KIND_LABELS = { topic: "Topic", quiz: "Lesson quiz", final_exam: "Final exam", evaluation: "Evaluation" } as const;

export function AuditPacketDocument({ data }: { data: AuditPacketPdfData }) {
  const { packet } = data;
  const { learner, course, enrollment, progress } = packet;
  const name = `${learner.firstName} ${learner.lastName}`.trim();
  return (
    <Document title={`Audit packet — ${name} — ${course.title}`} author={data.schoolName} subject="Learner records for inspection">
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.school}>{data.schoolName}</Text>
        {data.authorityNumber ? <Text style={styles.muted}>Certificate of Authority No. {data.authorityNumber}</Text> : null}
        <Text style={styles.title}>Audit Packet</Text>
        <Text style={styles.muted}>
          {name} · {course.title} · generated {formatPacketInstant(data.generatedAt)} by {data.generatedBy}
        </Text>

        <View style={styles.section}>
          <Text style={styles.heading} minPresenceAhead={80}>
            Learner
          </Text>
          <Facts
            rows={[
              ["Name", name],
              ["E-mail", learner.email],
              ["License number", learner.licenseNumber ?? "Not on file"],
              ["License type", learner.licenseType ?? "Not on file"],
              ["Initial license date", learner.initialLicenseDate ?? "Not on file"],
              ["Company", learner.companyName ?? "None"],
              ["Account", learner.accountStatus],
            ]}
          />
        </View>

        <View style={styles.section}>
          <Text style={styles.heading} minPresenceAhead={80}>
            Course and enrollment
          </Text>
          <Facts
            rows={[
              ["Course", course.title],
              ["Type", course.courseType],
              ["Credit hours", formatCreditHours(course.hours)],
              ["Access", enrollment ? enrollment.accessType.replace(/_/g, " ") : "Not enrolled now"],
              ["Enrolled", formatPacketInstant(enrollment?.grantedAt ?? null)],
              ["Last access", formatPacketInstant(enrollment?.lastAccessedAt ?? null)],
              ["Progress", progress ? `${progress.percentage}% (${progress.completedItems} of ${progress.totalItems} items)` : "None"],
              ["First completion", formatPacketInstant(progress?.firstCompletedAt ?? null)],
              ["Time on task", formatPacketDuration(packet.totalSeconds)],
              ["Seat time required", seatTimeRequirement(packet.seatTime)],
            ]}
          />
        </View>

        <Table
          title="Items and time on task"
          columns={[
            ["Item", 31],
            ["Kind", 10],
            ["Completed", 20],
            ["Time on task", 17],
            ["First opened", 22],
          ]}
          rows={packet.items.map((item) => [
            `${item.lessonTitle ? `${item.lessonTitle} — ` : ""}${item.title}${item.inCourse ? "" : " (no longer in the course)"}`,
            KIND_LABELS[item.kind],
            formatPacketInstant(item.completedAt),
            `${formatPacketDuration(item.seconds)}${item.intervals > 1 ? ` (${item.intervals} visits)` : ""}`,
            formatPacketInstant(item.firstStartedAt),
          ])}
          empty="The course has no items."
        />

        <Table
          title="Quiz and final-exam attempts"
          columns={[
            ["Quiz", 30],
            ["Attempt", 8],
            ["Started", 22],
            ["Duration", 14],
            ["Score", 12],
            ["Result", 14],
          ]}
          rows={packet.attempts.map((a) => [
            `${a.quizTitle}${a.finalExam ? " (final exam)" : ""}`,
            String(a.attemptNumber),
            formatPacketInstant(a.startedAt),
            attemptDuration(a.startedAt, a.completedAt),
            a.scorePercentage === null ? "—" : `${a.scorePercentage}%`,
            a.passed === null ? "Not submitted" : a.passed ? "Passed" : "Not passed",
          ])}
          empty="No attempts."
        />

        <IntegritySection packet={packet} />

        <Table
          title="Course evaluation"
          columns={[
            ["Question", 55],
            ["Answer", 45],
          ]}
          rows={packet.evaluation.map((answer) => [`${answer.section}: ${answer.question}`, answer.answer || "—"])}
          empty="Not submitted."
        />

        <View style={styles.section}>
          <Text style={styles.heading} minPresenceAhead={80}>
            Certificates
          </Text>
          {packet.certificates.length === 0 ? <Text style={styles.empty}>No certificate issued.</Text> : null}
          {packet.certificates.map((c) => (
            <View key={c.uniqueCertificateId} style={styles.certificate} wrap={c.versions.length > 0}>
              <Facts
                rows={[
                  ["Certificate id", c.uniqueCertificateId],
                  ["Run of the course", String(c.attemptNumber)],
                  ["Completion date", c.completionDate],
                  ["Credit hours", formatCreditHours(c.hours)],
                  ["Issued", formatPacketInstant(c.generatedAt)],
                  ["Name on certificate", c.studentName],
                  ["License number", c.licenseNumber ?? "Not printed"],
                  ["Seat time required", c.requiredSeatSeconds ? formatRemaining(c.requiredSeatSeconds) : "None (no delivery policy)"],
                  ...(c.correctedAt
                    ? ([
                        ["Version", String(c.version)],
                        ["Corrected", formatPacketInstant(c.correctedAt)],
                      ] as [string, string][])
                    : []),
                ]}
              />
              {c.versions.map((v) => (
                <View key={v.version} style={styles.version} wrap={false}>
                  <Text style={styles.versionTitle}>Earlier version {v.version}</Text>
                  <Facts
                    rows={[
                      ["Name on certificate", v.studentName],
                      ["License number", v.licenseNumber ?? "Not printed"],
                      ["In force", `${formatPacketInstant(v.issuedAt)} to ${formatPacketInstant(v.correctedAt)}`],
                      ["Corrected by", v.correctedByName ?? "Former staff member"],
                      ["Reason", v.reason],
                    ]}
                  />
                </View>
              ))}
            </View>
          ))}
        </View>

        <View style={styles.footer} fixed>
          <Text>
            {name} · {course.title}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/**
 * The packet as a web stream of PDF bytes, for a streamed response (decision 0034). The layout is done
 * when this resolves (a layout error rejects it, before any response is sent); the bytes are then
 * written as the client reads them, so the PDF is never held whole in memory.
 */
export async function renderAuditPacketPdfStream(data: AuditPacketPdfData): Promise<ReadableStream<Uint8Array>> {
  const output = await renderToStream(<AuditPacketDocument data={data} />);
  // The renderer's output is PDFKit's document, a Node Readable.
  return Readable.toWeb(output as Readable) as ReadableStream<Uint8Array>;
}
