import { hrsText } from "~/rules/hours";
import { type LearnerStats } from "~/rules/course-completion";

/** The student's three stat cards (requirement student-dashboard): enrolled, completed, hours earned. */
export function CourseStats({ stats }: { stats: LearnerStats }) {
  const cards = [
    { label: "Courses Enrolled", value: String(stats.enrolledCourses), testId: "stat-enrolled" },
    { label: "Courses Completed", value: String(stats.completedCourses), testId: "stat-completed" },
    { label: "Hours Earned", value: hrsText(stats.hoursEarned), testId: "stat-hours" },
  ];
  return (
    <section aria-label="Your learning at a glance">
      <dl className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="card flex flex-col-reverse gap-1 p-5" data-testid={card.testId}>
            <dt className="text-sm text-ink-muted">{card.label}</dt>
            <dd className="font-serif text-3xl font-bold">{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
