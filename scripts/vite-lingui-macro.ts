import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const USES_MACRO = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros (t`…`, <Trans>) compiled with its Babel plugin, only in the client modules that import
 * them. Lingui's own native transform needs a platform package that npm skips on this machine's Node 20
 * (decision 041), and @rolldown/plugin-babel's peers clash with Babel 7; this is the same plugin, called
 * directly. TypeScript and JSX are only parsed here: Vite strips and compiles them afterwards.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'studio-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
