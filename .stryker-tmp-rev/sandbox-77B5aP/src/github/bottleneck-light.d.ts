/**
 * Bottleneck's light build (`bottleneck/light.js`, its documented entry without clustering, which octokit's throttling
 * plugin uses) is the same class as the package's main entry, whose types it ships; the light file ships none.
 */
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
