import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage';
import { TERMS_OF_SERVICE } from '../features/legal/terms';

export const Route = createFileRoute('/terms-of-service')({
  component: () => <LegalPage document={TERMS_OF_SERVICE} />,
});
