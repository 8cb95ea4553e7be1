import { configure } from '@testing-library/react';

// On a shared, loaded machine a render can take longer than Testing Library's 1 s default wait; a
// wait for something that never comes still fails, only later.
configure({ asyncUtilTimeout: 10_000 });
