// A tiny inline script, run while <body> is parsed, that applies the browser's stored settings before the first
// paint: without it a child with inverted colours or 175% text would see the page flash in its default look
// on every full page load until React hydrates.
import { displayFor } from "./display";
import { A11Y_OPTIONS, A11Y_STORAGE_KEY } from "./settings";

export function accessibilityBootScript(): string {
  const max = Object.fromEntries(A11Y_OPTIONS.map((o) => [o.key, o.levels.length]));
  return `(function(){try{
var raw=JSON.parse(localStorage.getItem(${JSON.stringify(A11Y_STORAGE_KEY)})||"null");if(!raw||typeof raw!=="object")return;
var max=${JSON.stringify(max)},s={};
for(var k in max){var v=raw[k];s[k]=typeof v==="number"&&v%1===0&&v>=0&&v<=max[k]?v:0;}
var d=(${displayFor.toString()})(s),r=document.documentElement;
d.classNames.forEach(function(c){r.classList.add(c);});
for(var p in d.vars)r.style.setProperty(p,d.vars[p]);
}catch(e){}})();`;
}
