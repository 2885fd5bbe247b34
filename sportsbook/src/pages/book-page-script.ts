import type { Language } from '../player/session-repo';
import type { Preferences } from '../player/preferences-repo';
import { message } from '../texts';
import { scriptJson } from './html';
import { pageWords } from './page-texts';

/**
 * The slip's rules in the browser, plain ES5 plus BigInt (every browser since 2020): the same
 * rules as the contract (checkParlayLegs, potentialReturn, sessionAmounts), which the tests check
 * against it case by case; the book decides again at placement, so the page can only be stricter.
 * Evaluates to `BookSlip`.
 */
export const SLIP_LOGIC = `var BookSlip=(function(){
var MAX_LEGS=10,SCALE=BigInt(1000000);
function millionths(price){var m=/^(\\d{1,6})(?:\\.(\\d{1,6}))?$/.exec(String(price));if(!m)return null;var f=(m[2]||'');while(f.length<6)f+='0';return BigInt(m[1])*SCALE+BigInt(f);}
function western(text){return String(text).replace(/[০-৯]/g,function(d){return String('০১২৩৪৫৬৭৮৯'.indexOf(d));}).replace(/,/g,'').trim();}
/* A stake typed in taka ('100', '১০০.৫০') as paisa, or null. */
function stakeMinor(text){var t=western(text);if(!/^\\d{1,9}(\\.\\d{1,2})?$/.test(t))return null;var p=t.split('.');var c=(p[1]||'');while(c.length<2)c+='0';return Number(p[0])*100+Number(c);}
function stakeProblem(minor,min,max){if(minor===null||minor<=0)return 'invalid_stake';if(minor<min)return 'stake_below_min';if(minor>max)return 'stake_above_max';return null;}
/* Adds a selection, or takes it off if it is there; another selection of the same market replaces it. */
function toggle(legs,sel){var out=[],removed=false;for(var i=0;i<legs.length;i++){if(legs[i].sel===sel.sel){removed=true;continue;}if(legs[i].market===sel.market)continue;out.push(legs[i]);}
if(removed)return {legs:out,added:false,refused:null};if(out.length>=MAX_LEGS)return {legs:legs,added:false,refused:'too_many_legs'};out.push(sel);return {legs:out,added:true,refused:null};}
/* The contract's checkParlayLegs: 2…10 legs, one per event, no session line. */
function parlayProblem(legs){if(legs.length<2)return 'too_few_legs';if(legs.length>MAX_LEGS)return 'too_many_legs';var seen={};
for(var i=0;i<legs.length;i++){if(seen[legs[i].event])return 'same_event_twice';seen[legs[i].event]=true;}
for(var j=0;j<legs.length;j++){if(!legs[j].parlayable)return 'market_not_in_parlay';}return null;}
/* The contract's potentialReturn (stake × every price, floored once) or, for one session line, its returnIfWon. */
function potentialReturn(stake,legs){if(!stake||legs.length===0)return 0;var s=BigInt(stake);
if(legs.length===1&&legs[0].rate)return Number(s+s*BigInt(legs[0].rate)/BigInt(100));
var num=s,den=BigInt(1);for(var i=0;i<legs.length;i++){var p=millionths(legs[i].price);if(p===null)return 0;num*=p;den*=SCALE;}return Number(num/den);}
function singlesReturn(stake,legs){var sum=0;for(var i=0;i<legs.length;i++)sum+=potentialReturn(stake,[legs[i]]);return sum;}
return {toggle:toggle,parlayProblem:parlayProblem,potentialReturn:potentialReturn,singlesReturn:singlesReturn,stakeMinor:stakeMinor,stakeProblem:stakeProblem,millionths:millionths};
})();`;

export interface BookScriptConfig {
  lang: Language;
  currency: string;
  sessionId: string;
  preferences: Preferences;
  minStake: number;
  maxStake: number;
  /** POST /api/sessions/{session}/bets?language= */
  betUrl: string;
  /** POST /book/{session}/preferences */
  preferencesUrl: string;
  /** The server-sent events of this page, and the JSON of the same updates (the fallback poll). */
  streamUrl: string;
  liveUrl: string;
  pollMs: number;
}

/** The slip refusals the page decides itself, in the player's language (the book's own words). */
const LOCAL_REFUSALS = ['too_many_legs', 'too_few_legs', 'same_event_twice', 'market_not_in_parlay', 'invalid_stake', 'stake_below_min', 'stake_above_max'];

/**
 * The home and match pages' script: the slip (kept in sessionStorage, so it follows the player
 * between pages), the odds-format and acceptance settings, placing through the player API, and
 * live updates by server-sent events — each update swaps in the server's fresh fragments (odds,
 * market states, score) — falling back to polling liveUrl when EventSource fails or is missing.
 */
export function bookPageScript(config: BookScriptConfig): string {
  const refusals = Object.fromEntries(LOCAL_REFUSALS.map((code) => [code, message(code, config.lang)]));
  return `(function(){
${SLIP_LOGIC}
var C=${scriptJson({ ...config, words: pageWords(config.lang), refusals })};
var W=C.words,R=C.refusals,BN='০১২৩৪৫৬৭৮৯';
function $(id){return document.getElementById(id);}
function digits(s){s=String(s);return C.lang==='bn'?s.replace(/[0-9]/g,function(d){return BN.charAt(Number(d));}):s;}
function esc(s){return String(s).replace(/[&<>"']/g,function(c){return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c];});}
function fill(t,v){return t.replace(/\\{(\\w+)\\}/g,function(whole,n){return v[n]===undefined?whole:v[n];});}
function money(m){var whole=String(Math.floor(m/100)).replace(/\\B(?=(\\d{3})+(?!\\d))/g,','),cents=String(m%100);if(cents.length<2)cents='0'+cents;return digits((C.currency==='BDT'?'৳':C.currency+' ')+whole+'.'+cents);}
var KEY='khela-book-slip-'+C.sessionId,store=null;try{store=window.sessionStorage;}catch(x){store=null;}
var legs=[];try{legs=JSON.parse(store&&store.getItem(KEY)||'[]')||[];}catch(x){legs=[];}
var format=C.preferences.oddsFormat,acceptance=C.preferences.acceptance,busy=false,repriced=null;
function save(){try{if(store)store.setItem(KEY,JSON.stringify(legs));}catch(x){}}
function say(text,kind){var m=$('slip-message');m.textContent=text;m.className='notice'+(kind?' '+kind:'');}
function mode(){var p=document.querySelector('input[name=mode][value=parlay]');return legs.length>1&&p&&p.checked?'parlay':'singles';}
function oddsOf(leg){return leg.odds&&leg.odds[format]?leg.odds[format]:digits(leg.price);}
function legFrom(b){var d=b.dataset;return {sel:d.sel,market:d.market,code:d.code,event:d.event,price:d.price,rate:d.rate?Number(d.rate):null,parlayable:d.parlayable==='1',live:d.live==='1',label:d.label,
odds:{decimal:d.oddsDecimal,hongkong:d.oddsHongkong,malay:d.oddsMalay,indonesian:d.oddsIndonesian}};}
function syncPicks(){var picks=document.querySelectorAll('.pick');for(var i=0;i<picks.length;i++){var on=false;for(var j=0;j<legs.length;j++)if(legs[j].sel===picks[i].dataset.sel)on=true;picks[i].setAttribute('aria-pressed',on?'true':'false');}}
function render(){var list=$('slip-legs');list.innerHTML=legs.map(function(l,i){return '<li'+(repriced&&repriced.sel===l.sel?' class="bad"':'')+'>'+esc(l.label)+' @ <strong>'+esc(oddsOf(l))+'</strong>'+
(repriced&&repriced.sel===l.sel?' — '+esc(fill(W.newPrice,{odds:digits(repriced.price)})):'')+' <button type="button" class="link" data-remove="'+i+'">'+esc(W.remove)+'</button></li>';}).join('');
$('slip-empty').hidden=legs.length>0;$('slip-mode').hidden=legs.length<2;$('slip-count').textContent=legs.length?'('+digits(legs.length)+')':'';
$('accept-new').hidden=!repriced;var stake=BookSlip.stakeMinor($('stake').value);var m=mode();
var ret=stake===null?0:m==='parlay'?BookSlip.potentialReturn(stake,legs):BookSlip.singlesReturn(stake,legs);$('slip-return').textContent=ret?money(ret):'—';
$('place').textContent=m==='singles'&&legs.length>1?fill(W.placeSingles,{n:digits(legs.length)}):W.place;$('place').disabled=legs.length===0;syncPicks();save();}
document.addEventListener('click',function(ev){var t=ev.target;while(t&&t!==document&&!(t.classList&&(t.classList.contains('pick')||t.hasAttribute('data-remove'))))t=t.parentNode;if(!t||t===document)return;
if(t.hasAttribute('data-remove')){legs.splice(Number(t.getAttribute('data-remove')),1);repriced=null;say(W.removed);render();return;}
if(t.disabled)return;var r=BookSlip.toggle(legs,legFrom(t));if(r.refused){say(R[r.refused],'error');return;}legs=r.legs;repriced=null;say(r.added?W.added:W.removed);render();});
$('stake').addEventListener('input',render);
var radios=document.querySelectorAll('input[name=mode]');for(var i=0;i<radios.length;i++)radios[i].addEventListener('change',render);
$('slip-clear').addEventListener('click',function(){legs=[];repriced=null;say('');render();});
$('accept-new').addEventListener('click',function(){if(!repriced)return;for(var i=0;i<legs.length;i++)if(legs[i].sel===repriced.sel){legs[i].price=repriced.price;legs[i].odds=null;}repriced=null;say('');render();$('place').focus();});
function post(url,body){return fetch(url,{method:'POST',headers:{'content-type':'application/json',accept:'application/json'},body:JSON.stringify(body)}).then(function(x){return x.json();});}
function placeOne(bet){return post(C.betUrl,{stake:bet.stake,acceptance:acceptance,legs:bet.legs.map(function(l){return {marketId:l.market,selectionCode:l.code,price:l.price};})});}
$('place').addEventListener('click',function(){if(busy||legs.length===0)return;var stake=BookSlip.stakeMinor($('stake').value);var problem=BookSlip.stakeProblem(stake,C.minStake,C.maxStake);
var m=mode();if(!problem&&m==='parlay')problem=BookSlip.parlayProblem(legs);if(problem){say(R[problem],'error');return;}
var bets=m==='parlay'?[{stake:stake,legs:legs.slice()}]:legs.map(function(l){return {stake:stake,legs:[l]};});
var live=legs.some(function(l){return l.live;});busy=true;var button=$('place');button.setAttribute('aria-busy','true');say(live?W.waiting:W.placing);
var placed=[],last=null;function next(i){if(i>=bets.length)return Promise.resolve();return placeOne(bets[i]).then(function(d){last=d;if(d.status==='accepted'){placed=placed.concat(bets[i].legs);return next(i+1);}
if((d.status==='price_changed'||d.status==='line_changed')&&d.currentPrice){var leg=bets[i].legs[d.leg||0];repriced={sel:leg.sel,price:d.currentPrice};}});}
next(0).then(function(){legs=legs.filter(function(l){return placed.indexOf(l)<0;});say(last&&last.message||'',last&&last.status==='accepted'?'ok':'error');})
.catch(function(){say(W.network,'error');}).then(function(){busy=false;button.removeAttribute('aria-busy');render();});});
var prefs=$('preferences');$('odds-format').addEventListener('change',function(){format=this.value;document.body.className='fmt-'+format;render();});
prefs.addEventListener('submit',function(ev){ev.preventDefault();var msg=$('preferences-message');post(C.preferencesUrl,{oddsFormat:$('odds-format').value,acceptance:$('acceptance').value})
.then(function(d){if(d.oddsFormat){format=d.oddsFormat;acceptance=d.acceptance;document.body.className='fmt-'+format;msg.textContent=W.saved;}else msg.textContent=d.message||'';render();})
.catch(function(){msg.textContent=W.network;});});
/* Swaps in the server's fresh fragments; a keyboard player's focus stays on the same selection. */
function apply(u){if(!u||!u.eventId)return;var a=document.activeElement,focused=a&&a.dataset&&a.dataset.sel?a.dataset.sel:null;
if(u.row!==undefined){var row=$('ev-'+u.eventId);if(row&&row.innerHTML!==u.row)row.innerHTML=u.row;}
if(u.markets!==undefined){var ms=$('markets');if(ms&&ms.innerHTML!==u.markets)ms.innerHTML=u.markets;var st=$('event-state');if(st&&st.innerHTML!==u.state)st.innerHTML=u.state;}syncPicks();
if(focused&&document.activeElement!==a){var picks=document.querySelectorAll('.pick');for(var i=0;i<picks.length;i++)if(picks[i].dataset.sel===focused)picks[i].focus();}}
var polling=null;function poll(){if(document.hidden)return;fetch(C.liveUrl,{headers:{accept:'application/json'}}).then(function(x){return x.json();}).then(function(d){(d.updates||[]).forEach(apply);}).catch(function(){});}
function startPolling(){if(!polling)polling=setInterval(poll,C.pollMs);}
if(window.EventSource){var es=new window.EventSource(C.streamUrl);es.onmessage=function(m){try{apply(JSON.parse(m.data));}catch(x){}};es.onerror=function(){if(es.readyState===2)startPolling();};}else startPolling();
render();
})();`;
}
