import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LoadingPanel } from '../features/common/LoadingPanel';
import { LegalPage } from '../features/legal/LegalPage';
import { termsOfService } from '../features/legal/terms';
import { trpc } from '../lib/trpc';

/** The terms state the settings in force, so they wait for them (public: no session needed). */
function TermsOfServicePage() {
  const { t } = useLingui();
  const facts = useQuery(trpc.settings.terms.queryOptions());
  if (facts.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button onClick={() => void facts.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
        sx={{ m: 2 }}
      >
        <Trans>The Terms of Service could not be loaded.</Trans>
      </Alert>
    );
  }
  if (!facts.data) return <LoadingPanel label={t`Loading the Terms of Service`} />;

  return <LegalPage document={termsOfService(facts.data)} />;
}

export const Route = createFileRoute('/terms-of-service')({ component: TermsOfServicePage });
