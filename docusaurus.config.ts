// The configuration is assembled in config/site.ts from typed pieces (navbar,
// footer, search, announcement) and the environment settings in config/env.ts,
// so that tests can build it for any environment.
import {createConfig} from './config/site';

export default createConfig();
