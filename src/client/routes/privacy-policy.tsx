import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage';
import { PRIVACY_POLICY } from '../features/legal/privacy';

export const Route = createFileRoute('/privacy-policy')({
  component: () => <LegalPage document={PRIVACY_POLICY} />,
});
