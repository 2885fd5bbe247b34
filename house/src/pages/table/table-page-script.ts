import { scriptJson } from '@khela/server-kit/pages';
import type { Language } from '../../sessions/session-repo';
import type { TableLook } from './table-look';

export interface TableScriptConfig {
  lang: Language;
  currency: string;
  sessionId: string;
  fun: boolean;
  /** GET /table/:game/state?session=&language= */
  stateUrl: string;
  /** POST /table/:game/bet (JSON) */
  betUrl: string;
  /** GET /live/:sessionId/balance (Khela's balance, for real money) */
  balanceUrl: string;
  verifyBase: string;
  pollMs: number;
}

/**
 * A live table page's script, any game's (progressive enhancement; the page works without it):
 * polls the table's state every pollMs while the page is visible, counts the betting seconds down,
 * redraws the round, its phase, the player's bets, the last result and the road exactly as
 * table-fragments.ts draws them (the game's result through its look's scriptPart), and places bets
 * through POST /table/:game/bet without reloading. Plain ES5 for old phone browsers.
 */
export function tablePageScript<Result>(look: TableLook<Result>, config: TableScriptConfig): string {
  const table = { betting: look.bettingPhases, outcomeField: look.outcomeField, badgeClass: look.badgeClass, lastId: look.lastResultId };
  return `(function(){
var C=${scriptJson({ ...config, ...table, words: look.words(config.lang) })};
var W=C.words;
var BN='০১২৩৪৫৬৭৮৯';
function $(id){return document.getElementById(id);}
function digits(s){s=String(s);return C.lang==='bn'?s.replace(/[0-9]/g,function(d){return BN.charAt(Number(d));}):s;}
function esc(s){return String(s).replace(/[&<>"']/g,function(c){return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c];});}
function fill(t,v){return t.replace(/\\{(\\w+)\\}/g,function(whole,n){return v[n]===undefined?whole:v[n];});}
function money(m){var a=Math.abs(m),whole=String(Math.floor(a/100)).replace(/\\B(?=(\\d{3})+(?!\\d))/g,','),cents=String(a%100);if(cents.length<2)cents='0'+cents;return digits((m<0?'-':'')+(C.currency==='BDT'?'৳':C.currency+' ')+whole+'.'+cents);}
${look.scriptPart}
function result(x,n,got){return '<p>'+esc(fill(W.roundLabel,{n:digits(n)}))+'</p>'+outcomeHtml(x)+(got===null?'':'<p class="you-got">'+esc(fill(W.youGot,{amount:money(got)}))+'</p>');}
function lastResult(s){var r=s.round;
if(r&&r.result&&(r.state==='dealt'||r.state==='settled')){var bets=s.you?s.you.bets.filter(function(b){return b.state!=='rolled_back'&&b.state!=='refused';}):[];
var paid=bets.length>0&&bets.every(function(b){return b.payout!==null;})?bets.reduce(function(sum,b){return sum+(b.payout||0);},0):null;return result(r.result,r.number,paid);}
var last=s.lastResults[0];return last?result(last.result,last.number,null):'<p>'+esc(W.noResult)+'</p>';}
function yourBets(s){var bets=s.you?s.you.bets:[];if(bets.length===0)return '<li>'+esc(W.noBets)+'</li>';
return bets.map(function(b){var side=W.sides[b.side]||b.side;var out=b.state==='rolled_back'||b.state==='refused'?W.betReturned:b.payout===null?W.betPending:fill(W.betPaid,{amount:money(b.payout)});
return '<li>'+esc(fill(W.betRow,{side:side,stake:money(b.stake)})+' — '+out)+'</li>';}).join('');}
function road(s){if(s.lastResults.length===0)return '<li>'+esc(W.noRoad)+'</li>';
return s.lastResults.slice().reverse().map(function(l){var o=l.result[C.outcomeField];var label=fill(W.roadBadge,{n:digits(l.number),outcome:W.outcomes[o]});
return '<li><a class="badge '+C.badgeClass+'-'+o+'" href="'+esc(C.verifyBase+'&round='+l.number)+'" aria-label="'+esc(label)+'" title="'+esc(label)+'">'+esc(W.outcomeLetters[o])+'</a></li>';}).join('');}
var left=0,phase='waiting',timer=null,settledSeen={};
var button=$('place-bet'),notice=$('notice'),balance=$('balance'),form=$('bet-form');
function betting(){return C.betting.indexOf(phase)>=0;}
function showPhase(){$('phase').textContent=W.phase[phase];$('countdown').textContent=betting()?fill(W.secondsLeft,{s:digits(left)}):'';button.disabled=!betting()||button.getAttribute('aria-busy')==='true';}
function html(id,value){var el=$(id);if(el.innerHTML!==value)el.innerHTML=value;}
function render(s){var r=s.round;left=r?r.secondsLeft:0;phase=phaseOf(r);
$('round-number').textContent=r?fill(W.roundLabel,{n:digits(r.number)}):'';
$('seed-hash').textContent=r?r.serverSeedHash:'—';$('client-seed').textContent=r?r.clientSeed:'—';$('nonce').textContent=r?String(r.nonce):'—';
showPhase();html('your-bets',yourBets(s));html(C.lastId,lastResult(s));html('road',road(s));
if(s.you&&s.you.funBalance!==null&&C.fun)balance.textContent=money(s.you.funBalance);
if(!C.fun&&r&&r.state==='settled'&&s.you&&s.you.bets.length>0&&!settledSeen[r.id]){settledSeen[r.id]=true;refreshBalance();}}
function refreshBalance(){fetch(C.balanceUrl,{headers:{accept:'application/json'}}).then(function(x){return x.json();}).then(function(d){if(d.balanceText)balance.textContent=d.balanceText;}).catch(function(){});}
function schedule(){clearTimeout(timer);timer=setTimeout(poll,C.pollMs);}
function poll(){if(document.hidden){schedule();return;}
fetch(C.stateUrl,{headers:{accept:'application/json'}}).then(function(x){return x.json();}).then(function(s){if(s&&s.game)render(s);}).catch(function(){}).then(schedule);}
setInterval(function(){if(betting()&&left>0){left-=1;if(left===0)phase='closed';showPhase();}},1000);
document.addEventListener('visibilitychange',function(){if(!document.hidden)poll();});
form.addEventListener('submit',function(e){e.preventDefault();var data=new FormData(form);
button.setAttribute('aria-busy','true');button.disabled=true;button.textContent=W.placing;
fetch(C.betUrl,{method:'POST',headers:{'content-type':'application/json',accept:'application/json'},body:JSON.stringify({sessionId:C.sessionId,side:data.get('side'),stake:data.get('stake'),language:C.lang})})
.then(function(x){return x.json();}).then(function(d){notice.textContent=d.message||'';if(typeof d.balance==='number')balance.textContent=money(d.balance);})
.catch(function(){notice.textContent=W.network;})
.then(function(){button.removeAttribute('aria-busy');button.textContent=W.placeBet;showPhase();poll();});});
schedule();
})();`;
}
