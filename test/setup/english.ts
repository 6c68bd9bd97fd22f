import { i18n } from '@lingui/core';

// Unit tests read the source texts: English, with the message compiler of a non-production build.
i18n.loadAndActivate({ locale: 'en-CA', messages: {} });
