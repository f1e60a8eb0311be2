/** Types of Bottleneck's build without clustering, the one GitHub's retry and throttling plugins load: the same class as its entry (src/github/bottleneck.ts). */
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
