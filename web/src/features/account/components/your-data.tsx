import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DATA_EXPORT_URL } from '../api/data-export.ts';
import { CloseAccountDialog } from './close-account-dialog.tsx';

/** The account page's data rights (decision 086): a copy of everything held about the customer, and closing the account. */
export function YourData() {
  const [closing, setClosing] = useState(false);
  return (
    <Card className="mt-6 max-w-2xl">
      <section aria-labelledby="your-data-title">
        <h2 id="your-data-title" className="text-xl font-semibold">
          Your data
        </h2>
        <p className="mt-1 text-sm text-slate-300">
          A copy of everything we hold about you: your details, orders and refunds, robot licences, course progress, quiz attempts, certificates, reviews, where
          you're signed in, your passkeys' names and your signals group membership, as JSON files in a zip.
        </p>
        <a href={DATA_EXPORT_URL} download className={buttonClass('secondary', 'mt-4')}>
          Download my data
        </a>
        <h3 className="mt-8 text-lg font-semibold">Close your account</h3>
        <p className="mt-1 text-sm text-slate-300">
          Your details, reviews and learning are erased; your orders are kept without your name, as the law requires for financial records.
        </p>
        <Button variant="danger" className="mt-4" onClick={() => setClosing(true)}>
          Close my account
        </Button>
      </section>
      {closing && <CloseAccountDialog onClose={() => setClosing(false)} />}
    </Card>
  );
}
