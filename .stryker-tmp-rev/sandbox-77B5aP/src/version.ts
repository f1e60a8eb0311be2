/** The project's version; a test keeps it equal to package.json's. */
export const VERSION = '1.0.0';
