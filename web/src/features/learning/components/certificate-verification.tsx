import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@academy/shared/api-error';
import { certificateDate, type CertificateView } from '@academy/shared/certificates';
import { buttonClass, LinkButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PageHead } from '../../../components/seo/page-head.tsx';
import { paths } from '../../../config/paths.ts';
import { certificatePdfUrl, useCertificate } from '../api/get-certificate.ts';

function Frame({ tone, title, children }: { tone: 'valid' | 'invalid'; title: string; children: ReactNode }) {
  const valid = tone === 'valid';
  return (
    <section aria-labelledby="certificate-title" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className={`rounded-2xl border bg-navy-900 p-6 shadow-lg shadow-black/20 sm:p-10 ${valid ? 'border-accent-400/60' : 'border-red-500/50'}`}>
        <p className={`mb-2 text-sm font-semibold tracking-wide uppercase ${valid ? 'text-accent-400' : 'text-red-300'}`}>Certificate check</p>
        <h1 id="certificate-title" className="flex items-center gap-3 text-2xl font-semibold sm:text-3xl">
          <span
            aria-hidden="true"
            className={`flex size-9 shrink-0 items-center justify-center rounded-full text-lg ${valid ? 'bg-accent-400 text-navy-950' : 'bg-red-500/20 text-red-300'}`}
          >
            {valid ? '✓' : '✕'}
          </span>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

function Facts({ certificate }: { certificate: CertificateView }) {
  const course = paths.product({ type: 'course', category: certificate.course_category, slug: certificate.course_slug });
  // <bdi>: a name or title reads in its own direction, as on the PDF ("שרה Cohen" right to left).
  const rows: [string, ReactNode][] = [
    ['Awarded to', <bdi className="text-lg font-semibold">{certificate.holder_name}</bdi>],
    [
      'Course',
      <Link to={course} className="font-semibold text-accent-400 hover:underline">
        <bdi>{certificate.course_title}</bdi>
      </Link>,
    ],
    ['Issued on', certificateDate(certificate.issued_at)],
    ['Certificate number', <span className="font-mono text-xs break-all sm:text-sm">{certificate.id}</span>],
  ];
  return (
    <dl className="mt-8 grid gap-x-6 gap-y-4 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-slate-400 sm:pt-0.5">{label}</dt>
          <dd className="-mt-3 text-slate-100 sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/certificates/{id}`: anyone checks a certificate by its number: verified, no longer valid (refunded), or unknown. */
export function CertificateVerification({ id }: { id: string }) {
  const { data, error } = useCertificate(id);
  const path = paths.certificate(id);
  // A number too long to be one is refused before it is looked up (422): to the reader it is the same.
  if (data === null || (error instanceof ApiError && (error.code === 404 || error.code === 422)))
    return (
      <>
        <PageHead title="Certificate not found" description="No certificate has this number." path={path} noindex />
        <Frame tone="invalid" title="No certificate has this number">
          <p className="mt-4 text-slate-300">Check the number in the link, or on the certificate itself, and try again.</p>
          <LinkButton to={paths.courses} variant="secondary" className="mt-8">
            Browse the courses
          </LinkButton>
        </Frame>
      </>
    );
  if (error)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-12">
        This certificate could not be checked just now. Please try again.
      </p>
    );
  if (!data) return <Spinner label="Checking the certificate" />;
  const description = `${data.holder_name} completed ${data.course_title}.`;
  return data.valid ? (
    <>
      <PageHead title="Certificate verified" description={description} path={path} noindex />
      <Frame tone="valid" title="Certificate verified">
        <p className="mt-4 text-slate-300">This certificate of completion is genuine and valid.</p>
        <Facts certificate={data} />
        <a href={certificatePdfUrl(data.id)} download className={buttonClass('primary', 'mt-8')}>
          Download PDF
        </a>
      </Frame>
    </>
  ) : (
    <>
      <PageHead title="Certificate no longer valid" description="This certificate is no longer valid." path={path} noindex />
      <Frame tone="invalid" title="This certificate is no longer valid">
        <p className="mt-4 text-slate-300">It was withdrawn because the course was refunded.</p>
        <Facts certificate={data} />
      </Frame>
    </>
  );
}
