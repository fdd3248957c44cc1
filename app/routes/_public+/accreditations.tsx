// /accreditations — accreditation information (requirements product-overview, public-pages-and-routes): approval by the Louisiana Real Estate
// Commission (the school's certificate-of-authority number comes from site settings) and by a
// distance-education accreditation body.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage, ContentSection, contentMeta } from "~/components/public/content-page";
import { getSiteName, getSiteSettings } from "~/models/operations/site-settings.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  contentMeta(
    "Accreditations",
    "Our courses are approved by the Louisiana Real Estate Commission and delivered to distance-education standards. What that means for your licensing hours and certificates.",
    data?.siteName,
  );

export async function loader() {
  const [siteName, settings] = await Promise.all([getSiteName(), getSiteSettings()]);
  const statement = settings?.extra.accreditation;
  return {
    siteName,
    authorityNumber: settings?.certificateAuthorityNumber ?? null,
    statement: typeof statement === "string" && statement.trim() ? statement : null,
  };
}

export default function Accreditations() {
  const { siteName, authorityNumber, statement } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      eyebrow="Trust and compliance"
      title="Accreditations"
      intro={<p>{statement ?? "Approved by the Louisiana Real Estate Commission"}.</p>}
    >
      <ContentSection id="lrec" title="Louisiana Real Estate Commission">
        <p>
          {siteName} is an approved real estate school of the Louisiana Real Estate Commission (LREC), the state agency that licenses real
          estate salespersons and brokers. Our pre-licensing, post-licensing and continuing-education courses are approved for the hours
          they list, so the time you spend with us counts toward your license.
        </p>
        {authorityNumber ? (
          <p>
            <strong>Certificate of authority:</strong> {authorityNumber}
          </p>
        ) : null}
      </ContentSection>

      <ContentSection id="distance-education" title="Distance-education accreditation">
        <p>
          Online courses must meet distance-education standards as well as state content rules. Our courses are accredited for distance
          education: each one is built with clear learning objectives, interactive lessons, lesson quizzes, a final exam and a course
          evaluation, and your progress is recorded lesson by lesson.
        </p>
      </ContentSection>

      <ContentSection id="certificates" title="What this means for your certificates">
        <ul>
          <li>Every certificate shows the course, its hours, your completion date and our certificate of authority.</li>
          <li>Post-licensing and continuing-education certificates include your license number, as the Commission requires.</li>
          <li>
            Your certificates stay available to download from your student dashboard; see the{" "}
            <Link to="/help#certificates-compliance">Help Center</Link> for details.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="verify" title="Verify for yourself">
        <p>
          You can confirm any school's approval with the Louisiana Real Estate Commission. Questions about our approvals?{" "}
          <Link to="/contact">Contact us</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
