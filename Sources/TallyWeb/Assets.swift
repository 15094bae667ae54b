/// The web app's stylesheet, script, manifest and icon, served from memory with long cache lifetimes
/// (their URLs carry `Assets.version`).
public enum Assets {
    public static let version = "7"

    /// The "Personal Lab" design: OLED black, cards #1A1A1A, white / grey text, one accent (#007AFF),
    /// green and red only for met / missed. Mobile first; a bottom tab bar that moves to the top on wide screens.
    public static let css = """
        :root{--bg:#000;--card:#1a1a1a;--card2:#232325;--line:#2c2c2e;--text:#fff;--muted:#aaa;--accent:#007aff;--ok:#34c759;--warn:#ff3b30;color-scheme:dark}
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;background:var(--bg);color:var(--text);font:16px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;padding-bottom:76px}
        a{color:var(--accent);text-decoration:none}
        a:hover{text-decoration:underline}
        main{max-width:980px;margin:0 auto;padding:12px 14px 24px}
        h1{font-size:28px;font-weight:700;margin:8px 0 4px}
        h2{font-size:19px;font-weight:650;margin:0 0 10px}
        h3{font-size:15px;font-weight:600;margin:0 0 6px;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
        p{margin:6px 0}
        .muted{color:var(--muted)}
        .small{font-size:13px}
        .big{font-size:34px;font-weight:700;line-height:1.1}
        .ok{color:var(--ok)}.warn{color:var(--warn)}.accent{color:var(--accent)}
        .card{background:var(--card);border-radius:14px;padding:14px 16px;margin:0 0 12px}
        .row{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
        .row.spread{justify-content:space-between}
        .grid2{display:grid;grid-template-columns:1fr;gap:12px}
        @media(min-width:760px){.grid2{grid-template-columns:1fr 1fr}}
        .pagehead{display:flex;justify-content:space-between;align-items:flex-end;gap:8px;flex-wrap:wrap;margin-bottom:10px}
        .datenav{display:flex;gap:6px;align-items:center}
        .datenav a,.chip{display:inline-block;padding:6px 12px;border-radius:999px;background:var(--card2);color:var(--text);font-size:14px}
        .chip[aria-current=true],.datenav a[aria-current=true]{background:var(--accent);color:#fff}
        .adherence{font-size:15px}
        .adherence strong{font-size:20px}
        .tiles{display:grid;grid-template-columns:repeat(2,1fr);gap:10px}
        @media(min-width:620px){.tiles{grid-template-columns:repeat(3,1fr)}}
        @media(min-width:900px){.tiles{grid-template-columns:repeat(5,1fr)}}
        .tile{display:block;background:var(--card);border-radius:14px;padding:12px;color:var(--text);min-height:96px}
        .tile:hover{text-decoration:none;background:var(--card2)}
        .tile .name{font-size:13px;color:var(--muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .tile .value{font-size:22px;font-weight:700;margin:2px 0}
        .tile .rule{font-size:12px;color:var(--muted)}
        .tile.disabled{opacity:.45}
        .bar{height:6px;background:#333;border-radius:3px;overflow:hidden;margin-top:6px}
        .bar>i{display:block;height:100%;background:var(--accent);border-radius:3px}
        .bar.met>i{background:var(--ok)}.bar.over>i{background:var(--warn)}
        .status{font-size:12px;font-weight:600}
        .status.met{color:var(--ok)}.status.over{color:var(--warn)}.status.under{color:var(--muted)}
        .energy{display:grid;grid-template-columns:140px 1fr;gap:16px;align-items:center}
        .macro{margin:6px 0 10px}
        .macro .row{justify-content:space-between;font-size:14px}
        .macro .left{font-size:20px;font-weight:700}
        ul.list{list-style:none;margin:0;padding:0}
        ul.list li{display:flex;justify-content:space-between;align-items:center;gap:10px;padding:10px 0;border-top:1px solid var(--line)}
        ul.list li:first-child{border-top:0}
        ul.list .what{flex:1;min-width:0}
        ul.list .what .sub{font-size:13px;color:var(--muted)}
        ul.list .actions{display:flex;gap:6px;flex-shrink:0}
        .meals a.jump{margin-right:6px}
        .empty{text-align:center;color:var(--muted);padding:18px 8px}
        nav.tabs{position:fixed;left:0;right:0;bottom:0;display:flex;background:rgba(12,12,12,.96);border-top:1px solid var(--line);z-index:20;padding-bottom:env(safe-area-inset-bottom)}
        nav.tabs a{flex:1;text-align:center;color:var(--muted);font-size:11px;padding:9px 0 8px}
        nav.tabs a svg{display:block;margin:0 auto 2px;width:22px;height:22px;stroke:currentColor;fill:none;stroke-width:1.8}
        nav.tabs a[aria-current=page]{color:var(--accent)}
        nav.tabs a:hover{text-decoration:none;color:var(--text)}
        @media(min-width:900px){body{padding-bottom:0;padding-top:56px}nav.tabs{top:0;bottom:auto;border-top:0;border-bottom:1px solid var(--line);justify-content:center}nav.tabs a{flex:0 0 96px;font-size:13px}}
        button,.btn{display:inline-block;background:var(--accent);color:#fff;border:0;border-radius:10px;padding:10px 16px;font:inherit;font-weight:600;cursor:pointer;text-align:center}
        button:hover,.btn:hover{filter:brightness(1.12);text-decoration:none}
        .btn.secondary,button.secondary{background:transparent;border:1px solid var(--accent);color:var(--accent)}
        .btn.danger,button.danger{background:transparent;border:1px solid var(--warn);color:var(--warn)}
        button.small,.btn.small{padding:5px 10px;font-size:13px;border-radius:8px}
        button.link{background:none;border:0;color:var(--accent);padding:0;font-weight:500}
        form.inline{display:inline}
        label{display:block;font-size:13px;color:var(--muted);margin:10px 0 4px}
        input,select,textarea{width:100%;background:#0e0e0f;color:var(--text);border:1px solid #38383a;border-radius:9px;padding:10px;font:inherit}
        input:focus,select:focus,textarea:focus{outline:2px solid var(--accent);outline-offset:0;border-color:transparent}
        input[aria-invalid=true]{border-color:var(--warn)}
        input[type=checkbox]{width:auto}
        .fields{display:grid;grid-template-columns:1fr 1fr;gap:0 10px}
        .fields .wide{grid-column:1/-1}
        .form-actions{display:flex;gap:10px;margin-top:14px;flex-wrap:wrap}
        .form-error,.notice{border-radius:10px;padding:10px 12px;margin:8px 0}
        .form-error{background:rgba(255,59,48,.12);border:1px solid var(--warn);color:#ffb4ae}
        .notice{background:rgba(52,199,89,.1);border:1px solid rgba(52,199,89,.5);color:#b5f0c4}
        .account-bar{display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px;padding:8px 16px;font-size:14px;color:#a1a1a6;border-bottom:1px solid rgba(255,255,255,.08)}
        .account-bar b{color:#fff}.account-bar form{margin:0 0 0 auto}
        .barcode-row{margin-top:8px;flex-wrap:nowrap}.barcode-row input{flex:1}
        .barcode-video{width:100%;max-height:240px;border-radius:10px;margin-top:8px;background:#000}
        .pending{border:1px dashed rgba(0,122,255,.6)}.pending-item{color:#cfe3ff}
        .care-view{background:rgba(0,122,255,.14);color:#cfe3ff;border-bottom:1px solid rgba(0,122,255,.6)}
        .fab{position:fixed;right:18px;bottom:88px;width:58px;height:58px;border-radius:50%;font-size:30px;line-height:58px;padding:0;box-shadow:0 6px 20px rgba(0,122,255,.35);z-index:15}
        @media(min-width:900px){.fab{bottom:28px}}
        dialog.sheet{width:100%;max-width:560px;margin:auto auto 0;border:0;border-radius:18px 18px 0 0;background:var(--card);color:var(--text);padding:0;max-height:92vh}
        @media(min-width:620px){dialog.sheet{margin:auto;border-radius:18px}}
        dialog.sheet::backdrop{background:rgba(0,0,0,.7)}
        .sheet-head{display:flex;justify-content:space-between;align-items:center;padding:14px 16px 6px}
        .sheet-body{padding:0 16px 18px;overflow:auto}
        .segmented{display:flex;background:#0e0e0f;border-radius:10px;padding:3px;gap:3px;margin:6px 0 4px}
        .segmented button{flex:1;background:transparent;color:var(--muted);padding:8px 4px;font-size:14px;border-radius:8px}
        .segmented button[aria-selected=true]{background:var(--card2);color:var(--text)}
        .pane[hidden]{display:none}
        .results{list-style:none;margin:6px 0 0;padding:0;max-height:260px;overflow:auto}
        .results li button{width:100%;text-align:left;background:var(--card2);color:var(--text);margin:4px 0;font-weight:500;padding:9px 12px}
        .results li .sub{display:block;font-size:12px;color:var(--muted)}
        .picked{margin-top:8px;padding:8px 10px;border-radius:9px;background:rgba(0,122,255,.12);border:1px solid rgba(0,122,255,.4)}
        table.data{width:100%;border-collapse:collapse;font-size:14px}
        table.data th{text-align:left;color:var(--muted);font-weight:500;padding:6px 4px;border-bottom:1px solid var(--line)}
        table.data td{padding:7px 4px;border-bottom:1px solid var(--line)}
        table.data td.num,table.data th.num{text-align:right;font-variant-numeric:tabular-nums}
        .parsed li .confidence{font-size:12px;color:var(--muted)}
        .chart{width:100%;height:auto;display:block;touch-action:pan-y}
        .chart text{fill:var(--muted);font-size:14px;font-family:inherit}
        .chart .grid{stroke:#262628;stroke-width:1}
        .chart .axis{stroke:#3a3a3c}
        .chart .trend{stroke:var(--accent);stroke-width:3;fill:none;stroke-linejoin:round;stroke-linecap:round}
        .chart .second{stroke:#8e8e93;stroke-width:2.2;fill:none;stroke-dasharray:1 5;stroke-linecap:round}
        .chart .trend-dot{fill:var(--accent)}.chart .second-dot{fill:#8e8e93}
        .chart text.a,.chart text.axis-title.a{fill:var(--accent)}.chart .axis-title{font-size:13px;font-weight:600}
        .chart .scrub{fill:transparent}.chart .scrub:hover,.chart .scrub.on{fill:rgba(255,255,255,.08)}
        .chart .scrub:focus{outline:none;fill:rgba(255,255,255,.12);stroke:none}
        .chart .raw{fill:var(--accent);opacity:.35}
        .chart .target{stroke:var(--muted);stroke-dasharray:4 4}
        .chart .bar-met{fill:var(--ok)}.chart .bar-missed{fill:var(--warn)}.chart .bar-none{fill:var(--accent)}
        .chart [data-tip]{cursor:pointer}
        .chart [data-tip]:focus{outline:none;stroke:#fff;stroke-width:2}
        .ring-track{stroke:#2a2a2c}.ring-value{stroke:var(--accent)}.ring-over{stroke:var(--warn)}
        .tip{position:fixed;z-index:50;background:#fff;color:#000;font-size:13px;font-weight:600;padding:5px 8px;border-radius:7px;pointer-events:none;white-space:nowrap;transform:translate(-50%,-130%)}
        .calendar{display:grid;grid-template-columns:repeat(7,1fr);gap:4px;text-align:center;font-size:13px}
        .calendar .dow{color:var(--muted);font-size:11px}
        .calendar a,.calendar span.day{display:block;padding:7px 0;border-radius:9px;background:var(--card2);color:var(--text)}
        .calendar a.on{box-shadow:inset 0 -3px 0 var(--ok)}
        .calendar a.off{box-shadow:inset 0 -3px 0 var(--warn)}
        .calendar a[aria-current=date]{background:var(--accent);color:#fff}
        .calendar span.blank{background:none}
        .calendar span.future{opacity:.35}
        .legend{display:flex;gap:14px;font-size:12px;color:var(--muted);margin-top:6px}
        .legend i{display:inline-block;width:14px;height:3px;vertical-align:middle;margin-right:4px;background:var(--accent)}
        .legend i.dot{width:7px;height:7px;border-radius:50%;opacity:.5}
        .legend i.dotted{background:none;border-top:3px dotted #8e8e93;height:0}
        .insight h2{font-size:17px;margin:2px 0 6px}
        .insight h3{font-size:12px;margin:0}
        .insight.warning{border-left:3px solid var(--warn)}.insight.success{border-left:3px solid var(--ok)}
        .insight .observation{font-size:15px}
        .insight form.inline button{padding:4px 9px}
        ul.caveats{margin:4px 0 8px;padding-left:20px;color:var(--muted);font-size:14px}
        table.data tr[aria-current=true] td{color:var(--accent);font-weight:600}
        table.data th[scope=row]{font-weight:500;color:var(--text)}
        .widget h2{font-size:16px}
        .kv{display:grid;grid-template-columns:auto 1fr;gap:4px 14px;font-size:14px}
        .kv dt{color:var(--muted)}.kv dd{margin:0}
        details summary{cursor:pointer;color:var(--accent);margin:6px 0}
        .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
        .inbox-link{display:block;width:max-content;margin:8px max(14px,calc((100% - 980px) / 2 + 14px)) -4px auto;background:var(--card2);border-radius:16px;padding:3px 12px;font-size:14px}
        .badge{display:inline-block;min-width:18px;padding:0 5px;border-radius:9px;background:var(--warn);color:#fff;font-size:12px;font-weight:700;text-align:center}
        .inbox{list-style:none;margin:0;padding:0}.inbox-item{border-bottom:1px solid var(--line);padding:8px 0}.inbox-item.unread strong::before{content:"● ";color:var(--accent)}
        .doc-frame{width:100%;height:75vh;border:0;border-radius:10px;background:#fff}.doc-image{max-width:100%;border-radius:10px}
        .thumb{width:40px;height:40px;object-fit:cover;border-radius:8px;vertical-align:middle;margin-right:8px}
        .avatar{width:72px;height:72px;object-fit:cover;border-radius:50%}
        .empty{color:var(--muted);padding:8px 0}
        .skeleton{background:linear-gradient(90deg,var(--card2) 0,#303033 50%,var(--card2) 100%);background-size:200% 100%;animation:shimmer 1.2s infinite linear;border-radius:8px;min-height:1em;color:transparent}
        @keyframes shimmer{from{background-position:200% 0}to{background-position:-200% 0}}
        @media(prefers-reduced-motion:reduce){.skeleton{animation:none}}
        .motivation{font-style:italic;color:var(--muted);margin:0 0 10px}
        button.link{background:none;border:0;color:var(--accent);padding:0;font:inherit;cursor:pointer}
        body.busy::before{content:"";position:fixed;top:0;left:0;right:0;height:3px;z-index:20;background:linear-gradient(90deg,transparent,var(--accent),transparent);background-size:200% 100%;animation:shimmer 1s infinite linear}
        body.busy main{opacity:.45;transition:opacity .2s}
        body.busy main .card{background-image:linear-gradient(90deg,var(--card) 0,#26262a 50%,var(--card) 100%);background-size:200% 100%;animation:shimmer 1.2s infinite linear}
        """

    /// A little progressive enhancement: sheets, segmented panes, the food picker, chart tooltips.
    /// Every form also works without it.
    public static let js = """
        (function(){
        "use strict";
        function $(s,r){return (r||document).querySelector(s)}
        function $$(s,r){return Array.prototype.slice.call((r||document).querySelectorAll(s))}
        // Sheets: [data-open=id] opens a <dialog>; data-category / data-meal / data-pane prefill it.
        $$("[data-open]").forEach(function(b){b.addEventListener("click",function(e){
          var d=document.getElementById(b.getAttribute("data-open"));if(!d)return;e.preventDefault();
          if(b.dataset.category){$$("select[name=category]",d).forEach(function(s){s.value=b.dataset.category})}
          if(b.dataset.meal){$$("select[name=meal]",d).forEach(function(s){s.value=b.dataset.meal})}
          if(b.dataset.pane){showPane(d,b.dataset.pane)}
          if(d.showModal){if(!d.open)d.showModal()}else{d.setAttribute("open","")}
          var f=$(".pane:not([hidden]) input:not([type=hidden]),.pane:not([hidden]) textarea",d);if(f)f.focus();
        })});
        $$("[data-close]").forEach(function(b){b.addEventListener("click",function(e){e.preventDefault();var d=b.closest("dialog");if(d.close)d.close();else d.removeAttribute("open")})});
        $$("dialog.sheet[data-start-open]").forEach(function(d){d.removeAttribute("open");if(d.showModal)d.showModal();else d.setAttribute("open","")});
        function showPane(root,name){
          $$("[data-pane-tab]",root).forEach(function(t){t.setAttribute("aria-selected",t.dataset.paneTab===name?"true":"false")});
          $$(".pane",root).forEach(function(p){p.hidden=p.dataset.pane!==name});
        }
        $$("[data-pane-tab]").forEach(function(t){t.addEventListener("click",function(e){e.preventDefault();showPane(t.closest("[data-panes]"),t.dataset.paneTab)})});
        // Food picker: search the API as you type, pick a result, choose how much.
        $$("[data-food-picker]").forEach(function(root){
          var q=$("input[data-food-query]",root),list=$(".results",root),id=$("input[name=food]",root),picked=$(".picked",root),measure=$("select[name=measure]",root),timer=null,seq=0;
          function render(results){
            list.innerHTML="";
            if(!results.length){var li=document.createElement("li");li.className="muted small";li.textContent="No foods found";list.appendChild(li);return}
            results.forEach(function(r){
              var li=document.createElement("li"),b=document.createElement("button");b.type="button";b.className="pick";
              b.textContent=r.name+(r.brand?" — "+r.brand:"");
              var sub=document.createElement("span");sub.className="sub";sub.textContent=Math.round(r.kcalPer100g)+" kcal / 100 g · "+r.source;b.appendChild(sub);
              b.addEventListener("click",function(){pick(r)});li.appendChild(b);list.appendChild(li)});
          }
          function pick(r){
            id.value=r.id;picked.hidden=false;picked.textContent=r.name+(r.brand?" — "+r.brand:"");list.innerHTML="";
            if(measure){measure.innerHTML="";var g=document.createElement("option");g.value="";g.textContent="grams";measure.appendChild(g);
              (r.measures||[]).forEach(function(m){var o=document.createElement("option");o.value=m.name;o.textContent=m.name+" ("+Math.round(m.grams)+" g)";measure.appendChild(o)});
              if(r.measures&&r.measures.length){measure.value=r.measures[0].name}}
            var amount=$("input[name=amount]",root);if(amount){amount.focus()}
          }
          $$("button[data-food-id]",root).forEach(function(b){b.addEventListener("click",function(){
            var m=[];try{m=JSON.parse(b.dataset.measures||"[]")}catch(e){}
            pick({id:b.dataset.foodId,name:b.dataset.name,measures:m})})});
          // Barcodes: typed digits everywhere; the camera where the browser can read codes (BarcodeDetector).
          var code=$("#food-barcode",root),find=$("[data-barcode-find]",root),scan=$("[data-barcode-scan]",root),video=$("[data-barcode-video]",root),said=$("[data-barcode-result]",root),stream=null;
          function say(text,link){said.hidden=false;said.textContent=text;if(link){said.appendChild(document.createTextNode(" "));var a=document.createElement("a");a.href=link.href;a.textContent=link.text;a.id="barcode-create";said.appendChild(a)}}
          function stop(){if(stream){stream.getTracks().forEach(function(t){t.stop()});stream=null}if(video)video.hidden=true}
          function lookUp(){
            var digits=(code.value||"").replace(/[\\s-]/g,"");if(!digits){say("Type the digits under the bars.");return}
            say("Looking up "+digits+"…");
            fetch("/api/v1/foods/barcode/"+encodeURIComponent(digits)).then(function(r){return r.json().then(function(j){return {status:r.status,body:j}})}).then(function(a){
              if(a.status===200){pick(a.body.food);say(a.body.kind+" "+a.body.code+(a.body.origin==="openfoodfacts"?" — from Open Food Facts":"")+". Check it, then log it.");return}
              var message=(a.body.error&&a.body.error.message)||"Not found";
              say(message,a.status===404?{href:"/foods?barcode="+encodeURIComponent(digits)+"#add-food",text:"Create it as a custom food"}:null);
            }).catch(function(){say("The lookup did not go through; check the connection and try again.")});
          }
          if(code&&find){
            find.addEventListener("click",lookUp);
            code.addEventListener("keydown",function(e){if(e.key==="Enter"){e.preventDefault();lookUp()}});
            if(scan&&video&&"BarcodeDetector" in window&&navigator.mediaDevices&&navigator.mediaDevices.getUserMedia){
              scan.hidden=false;
              scan.addEventListener("click",function(){
                var detector=new window.BarcodeDetector({formats:["ean_13","ean_8","upc_a","upc_e"]});
                navigator.mediaDevices.getUserMedia({video:{facingMode:"environment"}}).then(function(s){
                  stream=s;video.srcObject=s;video.hidden=false;video.play();
                  (function look(){if(!stream)return;detector.detect(video).then(function(found){
                    if(found.length){code.value=found[0].rawValue;stop();lookUp()}else{setTimeout(look,250)}}).catch(function(){setTimeout(look,500)})})();
                }).catch(function(){say("The camera is not available; type the digits instead.")});
              });
              var sheet=root.closest("dialog");if(sheet){sheet.addEventListener("close",stop)}
            }
          }
          q.addEventListener("input",function(){
            clearTimeout(timer);var text=q.value.trim();if(text.length<2){list.innerHTML="";return}
            timer=setTimeout(function(){var my=++seq;
              // Past 500 ms, skeleton rows stand in for the results.
              var slow=setTimeout(function(){if(my!==seq)return;list.innerHTML="";for(var i=0;i<3;i++){var li=document.createElement("li");li.className="skeleton";li.setAttribute("aria-hidden","true");li.textContent="…";list.appendChild(li)}},500);
              fetch("/api/v1/foods/search?limit=8&q="+encodeURIComponent(text)).then(function(r){return r.json()}).then(function(j){clearTimeout(slow);if(my===seq)render(j.results||[])}).catch(function(){clearTimeout(slow);if(my===seq)list.innerHTML=""});
            },160)});
        });
        // Chart values: hover, focus or tap a point or bar.
        var tip=null;
        function showTip(el){if(!tip){tip=document.createElement("div");tip.className="tip";document.body.appendChild(tip)}
          var r=el.getBoundingClientRect();tip.textContent=el.getAttribute("data-tip");tip.style.left=(r.left+r.width/2)+"px";tip.style.top=(r.top)+"px";tip.hidden=false}
        function hideTip(){if(tip)tip.hidden=true}
        $$("[data-tip]").forEach(function(el){
          el.addEventListener("mouseenter",function(){showTip(el)});el.addEventListener("mouseleave",hideTip);
          el.addEventListener("focus",function(){showTip(el)});el.addEventListener("blur",hideTip);
          el.addEventListener("click",function(e){e.stopPropagation();showTip(el)});
        });
        document.addEventListener("click",hideTip);
        // Scrub: drag a finger or the pointer across a chart to read each day.
        $$("svg[data-scrub]").forEach(function(svg){var on=null;
          svg.addEventListener("pointermove",function(e){var el=document.elementFromPoint(e.clientX,e.clientY);
            if(el&&el.classList&&el.classList.contains("scrub")){if(on)on.classList.remove("on");on=el;el.classList.add("on");showTip(el)}});
          svg.addEventListener("pointerleave",function(){if(on)on.classList.remove("on");on=null;hideTip()});
        });
        // Imports (Manage → Data): stream the chosen file to the server with upload progress, show what it did.
        $$("form[data-no-submit]").forEach(function(f){f.addEventListener("submit",function(e){e.preventDefault()})});
        var fileInput=$("#import-file");
        if(fileInput)fileInput.addEventListener("change",function(){var f=fileInput.files[0];$("#import-size").textContent=f?(f.name+": "+(f.size>=1048576?(f.size/1048576).toFixed(1)+" MB":Math.max(1,Math.round(f.size/1024))+" KB")):""});
        $$("button[data-import]").forEach(function(b){b.addEventListener("click",function(){
          var f=$("#import-file").files[0],out=$("#import-result"),bar=$("#import-progress"),app=$("#import-app").value;if(!f){out.textContent="Choose a file first.";return}
          var health=app==="apple-health"||app==="health-auto-export",diary=app==="myfitnesspal"||app==="cronometer",preview=b.dataset.import==="preview";
          var url=app==="health-auto-export"?"/manage/import/health-auto-export":"/api/v1/import/"+app;
          var q=["fileName="+encodeURIComponent(f.name)];if(preview)q.push("dryRun=true");if(app==="myfitnesspal")q.push("weightUnit="+$("#import-unit").value);url+="?"+q.join("&");
          var type=app==="health-auto-export"?"application/json":app==="apple-health"?(f.name.toLowerCase().endsWith(".xml")?"text/xml":"application/zip"):diary?"application/octet-stream":"text/csv";
          var x=new XMLHttpRequest();x.open("POST",url);x.setRequestHeader("Content-Type",type);
          bar.hidden=false;bar.value=0;b.disabled=true;out.textContent="Uploading…";
          x.upload.onprogress=function(e){if(e.lengthComputable){bar.value=Math.round(e.loaded*100/e.total);out.textContent="Uploading… "+bar.value+"%"}};
          x.upload.onload=function(){out.textContent="Importing…";bar.removeAttribute("value")};
          x.onload=function(){b.disabled=false;bar.hidden=true;var j;try{j=JSON.parse(x.responseText)}catch(e){out.textContent="The import failed.";return}
            if(x.status>=300){out.textContent=j.error?j.error.message:"The import failed.";return}
            if(diary){var lines=[];j.files.forEach(function(r){var parts=[];Object.keys(r.added).concat(Object.keys(r.alreadyThere)).filter(function(k,i,a){return a.indexOf(k)===i}).sort().forEach(function(k){var s=k+": "+(r.added[k]||0)+(j.dryRun?" to add":" added");if(r.updated[k])s+=", "+r.updated[k]+" replaced";if(r.alreadyThere[k])s+=", "+r.alreadyThere[k]+" already there";parts.push(s)});
              var line=r.file+" ("+r.records+" rows): "+(parts.length?parts.join("; "):"nothing Tally keeps");if(r.mealSlotsAdded&&r.mealSlotsAdded.length)line+="; new meal slots: "+r.mealSlotsAdded.join(", ");if(r.caloriesOnly)line+="; "+r.caloriesOnly+" in calories only";lines.push(line)});
              out.textContent=(j.dryRun?"Preview — nothing written. ":"")+lines.join(" · ");if(!j.dryRun)setTimeout(function(){location.reload()},1500);return}
            if(!health){out.textContent=(j.dryRun?"Preview — nothing written. Would import ":"Imported ")+j.workouts+" workouts with "+j.sets+" sets ("+j.dialect+"); "+j.alreadyPresent+" already there.";if(!j.dryRun)setTimeout(function(){location.reload()},1500);return}
            var parts=[];Object.keys(j.added).sort().forEach(function(k){var s=k+": "+j.added[k]+" added";if(j.updated[k])s+=", "+j.updated[k]+" updated";if(j.alreadyThere[k])s+=", "+j.alreadyThere[k]+" already there";parts.push(s)});
            out.textContent=(j.dryRun?"Preview — nothing written. ":"")+"Read "+j.records+" records. "+(parts.length?parts.join("; ")+".":"Nothing Tally keeps was in it.");
            if(!j.dryRun)setTimeout(function(){location.reload()},1500)};
          x.onerror=function(){b.disabled=false;bar.hidden=true;out.textContent="The import failed (the connection was lost)."};
          x.send(f)})});
        // Uploads of documents and photos: the file is the body (its type is read from its bytes on the server); the answer is JSON.
        function sendFile(url,file,done,out){var x=new XMLHttpRequest();x.open("POST",url);x.setRequestHeader("Content-Type",file.type||"application/octet-stream");
          x.onload=function(){var j=null;try{j=JSON.parse(x.responseText)}catch(e){}if(x.status>=300){if(out){out.hidden=false;out.textContent=j&&j.error?j.error.message:"The upload failed."}return}done(j||{})};
          x.onerror=function(){if(out){out.hidden=false;out.textContent="The upload failed (the connection was lost)."}};x.send(file)}
        var docForm=$("#document-upload");
        if(docForm)docForm.addEventListener("submit",function(e){e.preventDefault();var f=$("#doc-file").files[0],t=$("#doc-title").value.trim(),out=$("#document-error");
          if(!t||!f){out.hidden=false;out.textContent=!t?"Give the document a title.":"Choose a file.";return}
          $("#doc-submit").disabled=true;$("#doc-submit").textContent="Uploading…";
          sendFile(docForm.dataset.action+"?title="+encodeURIComponent(t)+"&fileName="+encodeURIComponent(f.name),f,function(j){location.href="/documents?notice="+encodeURIComponent("Added "+j.title)},out);
          setTimeout(function(){$("#doc-submit").disabled=false;$("#doc-submit").textContent="Upload"},3000)});
        $$("input[data-photo-url]").forEach(function(i){i.addEventListener("change",function(){var f=i.files[0];if(!f)return;sendFile(i.dataset.photoUrl,f,function(){location.reload()},document.getElementById(i.dataset.photoError))})});
        // A page that takes over 500 ms to come (a Lab over years, a long history range, an import) shows a
        // loading bar and a skeleton in place of the old content until the new page arrives.
        function busySoon(){var t=setTimeout(function(){document.body.classList.add("busy")},500);window.addEventListener("pagehide",function(){clearTimeout(t)},{once:true})}
        window.addEventListener("pageshow",function(){document.body.classList.remove("busy")});
        document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href]");if(!a||e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||a.target||a.hasAttribute("download"))return;
          var u=new URL(a.href,location.href);if(u.origin!==location.origin||u.pathname.indexOf("/api/")===0||/[/]file$/.test(u.pathname)||(u.pathname===location.pathname&&u.hash))return;busySoon()});
        document.addEventListener("submit",function(e){if(!e.defaultPrevented&&!e.target.hasAttribute("data-no-submit"))busySoon()});
        // The inbox badge: how many notifications are unread.
        (function(){var b=$("#inbox-badge");if(!b)return;fetch("/inbox/unread",{credentials:"same-origin"}).then(function(r){return r.ok?r.json():null}).then(function(j){if(j&&j.unread>0){b.textContent=j.unread;b.hidden=false;b.setAttribute("aria-label",j.unread+" unread")}}).catch(function(){})})();
        // Undo a delete: the server passes ?undo=KEY with its notice; the button sends the key back once.
        (function(){var q=new URLSearchParams(location.search),key=q.get("undo"),note=$(".notice");if(!key||!note)return;
          q.delete("undo");q.delete("notice");var back=location.pathname+(q.toString()?"?"+q.toString():"")+location.hash;
          history.replaceState(null,"",back);
          var f=document.createElement("form");f.method="post";f.action="/entries/undo";f.className="inline";
          [["undo",key],["back",back]].forEach(function(p){var i=document.createElement("input");i.type="hidden";i.name=p[0];i.value=p[1];f.appendChild(i)});
          var b=document.createElement("button");b.type="submit";b.className="small secondary";b.id="undo";b.textContent="Undo";f.appendChild(b);
          note.appendChild(document.createTextNode(" "));note.appendChild(f)})();
        // Confirm destructive buttons.
        $$("form[data-confirm]").forEach(function(f){f.addEventListener("submit",function(e){if(!window.confirm(f.dataset.confirm))e.preventDefault()})});
        // Installable and usable offline: the service worker keeps the app's pages; while offline, portions,
        // foods, quick adds and workouts wait in IndexedDB, each with its own Idempotency-Key, and are sent in
        // order when the connection is back (the server applies each key once).
        if("serviceWorker" in navigator){navigator.serviceWorker.register("/sw.js").catch(function(){})}
        var owner=($(".account-bar b")||{}).textContent||"";
        if(location.pathname==="/signin"&&window.caches){caches.keys().then(function(k){k.forEach(function(n){caches.delete(n)})})}
        function db(){return new Promise(function(ok,fail){if(!window.indexedDB){fail(new Error("no IndexedDB"));return}
          var r=indexedDB.open("tally-offline",1);r.onupgradeneeded=function(){r.result.createObjectStore("queue",{keyPath:"seq",autoIncrement:true})};
          r.onsuccess=function(){ok(r.result)};r.onerror=function(){fail(r.error)}})}
        function store(mode,work){return db().then(function(d){return new Promise(function(ok,fail){var t=d.transaction("queue",mode),q=t.objectStore("queue"),out=work(q);
          t.oncomplete=function(){ok(out&&out.result!==undefined?out.result:out)};t.onerror=function(){fail(t.error)}})})}
        function queued(){return store("readonly",function(q){return q.getAll()}).then(function(all){return (all||[]).filter(function(i){return i.owner===owner}).sort(function(a,b){return a.seq-b.seq})})}
        function uuid(){if(window.crypto&&crypto.randomUUID)return crypto.randomUUID();return "k"+Date.now()+"-"+Math.random().toString(16).slice(2)}
        function num(v){return v===undefined||v===""?undefined:Number(v)}
        function put(b,k,v){if(v!==undefined&&v!==""&&!(typeof v==="number"&&isNaN(v)))b[k]=v}
        var offlineForms={
          "/log/portion":function(f){var b={category:f.category};if(f.portions)put(b,"portions",num(f.portions));else{put(b,"amount",num(f.amount));put(b,"unit",f.unit)}
            put(b,"meal",f.meal);put(b,"note",f.note);return {path:"/api/v1/entries",body:b,label:(f.portions||f.amount||"")+" "+f.category}},
          "/log/quick":function(f){var b={};put(b,"kcal",num(f.kcal));["protein","carbs","fat"].forEach(function(k){put(b,k,num(f[k]))});put(b,"name",f.name);put(b,"meal",f.meal);
            return {path:"/api/v1/entries",body:b,label:(f.name||"Quick add")+" "+(f.kcal||"")+" kcal"}},
          "/log/food":function(f){if(!f.food)return null;var b={food:"#"+f.food};put(b,"amount",num(f.amount));put(b,"measure",f.measure);put(b,"meal",f.meal);put(b,"note",f.note);
            var p=$("#quick-add .picked");return {path:"/api/v1/entries",body:b,label:(p?p.textContent:"Food #"+f.food)}},
          "/training/workouts":function(f){var b={name:f.name};put(b,"minutes",num(f.minutes));put(b,"rpe",num(f.rpe));put(b,"activity",f.activity);put(b,"notes",f.notes);
            if(f.at)b.at=f.at.replace("T"," ");if(f.sets){var sets=f.sets.split(/\\n/).map(function(x){return x.trim()}).filter(Boolean);if(sets.length)b.sets=sets}
            return {path:"/api/v1/workouts",body:b,label:"Workout: "+f.name}}
        };
        function showPending(items){
          var box=$("#pending");if(!items.length){if(box)box.remove();return}
          if(!box){box=document.createElement("section");box.className="card pending";box.id="pending";var main=$("main");if(!main)return;main.insertBefore(box,main.firstChild)}
          box.innerHTML="";var h=document.createElement("h2");h.textContent="Waiting to sync ("+items.length+")";box.appendChild(h);
          var ul=document.createElement("ul");ul.className="list";items.forEach(function(i){var li=document.createElement("li");li.className="pending-item";li.textContent=i.label;ul.appendChild(li)});box.appendChild(ul);
          var p=document.createElement("p");p.className="small muted";p.textContent="Saved on this device; sent when the connection is back.";box.appendChild(p)}
        function refresh(){return queued().then(showPending).catch(function(){})}
        document.addEventListener("submit",function(e){
          var f=e.target,path=f&&f.getAttribute&&f.getAttribute("action");if(navigator.onLine!==false||!offlineForms[path])return;
          var values={};new FormData(f).forEach(function(v,k){if(typeof v==="string")values[k]=v});
          var item=offlineForms[path](values);if(!item)return;
          e.preventDefault();e.stopImmediatePropagation();
          item.key=uuid();item.owner=owner;item.createdAt=new Date().toISOString();
          store("readwrite",function(q){return q.add(item)}).then(function(){var d=f.closest("dialog");if(d&&d.open)d.close();f.reset&&f.reset();refresh()})
            .catch(function(){window.alert("This browser cannot keep entries offline; try again when connected.")});
        },true);
        var syncing=false;
        function sync(){
          if(syncing||navigator.onLine===false)return;syncing=true;var sent=0,failed=[];
          queued().then(function(items){return items.reduce(function(chain,item){return chain.then(function(stopped){if(stopped)return true;
            return fetch(item.path,{method:"POST",credentials:"same-origin",headers:{"Content-Type":"application/json","Idempotency-Key":item.key},body:JSON.stringify(item.body)})
              .then(function(r){if(r.status>=500)return true;
                if(!r.ok&&r.status!==409)return r.json().then(function(j){failed.push(item.label+": "+((j.error&&j.error.message)||r.status))},function(){failed.push(item.label)}).then(function(){return store("readwrite",function(q){q.delete(item.seq)})}).then(function(){return false});
                return store("readwrite",function(q){q.delete(item.seq)}).then(function(){sent++;return false})},function(){return true})})},Promise.resolve(false))})
          .then(function(){syncing=false;if(failed.length)window.alert("Not saved (the server refused them):\\n"+failed.join("\\n"));if(sent)location.reload();else refresh()},function(){syncing=false})}
        window.addEventListener("online",sync);
        refresh().then(sync);
        })();
        """

    /// The service worker: keeps the app's pages and files so Tally opens with no network (the pages
    /// last seen, the assets, searches already made); changes never go through it.
    public static let serviceWorker = """
        var CACHE="tally-\(version)";
        var SHELL=["/","/assets/app.css?v=\(version)","/assets/app.js?v=\(version)","/assets/icon.svg","/manifest.webmanifest"];
        self.addEventListener("install",function(e){e.waitUntil(caches.open(CACHE).then(function(c){return c.addAll(SHELL)}).then(function(){return self.skipWaiting()}))});
        self.addEventListener("activate",function(e){e.waitUntil(caches.keys().then(function(keys){return Promise.all(keys.filter(function(k){return k!==CACHE}).map(function(k){return caches.delete(k)}))}).then(function(){return self.clients.claim()}))});
        function keep(request,response){if(response&&response.ok&&response.type==="basic"){var copy=response.clone();caches.open(CACHE).then(function(c){c.put(request,copy)})}return response}
        self.addEventListener("fetch",function(e){
          var r=e.request,url=new URL(r.url);
          if(r.method!=="GET"||url.origin!==location.origin)return;
          if(url.pathname.indexOf("/assets/")===0||url.pathname==="/manifest.webmanifest"){
            e.respondWith(caches.match(r).then(function(hit){return hit||fetch(r).then(function(res){return keep(r,res)})}));return}
          var searches=url.pathname==="/api/v1/foods/search"||url.pathname.indexOf("/api/v1/foods/barcode/")===0;
          if(r.mode==="navigate"||searches){
            e.respondWith(fetch(r).then(function(res){return keep(r,res)},function(){
              return caches.match(r).then(function(hit){return hit||(r.mode==="navigate"?caches.match("/"):new Response('{"results":[]}',{headers:{"Content-Type":"application/json"}}))})}))}
        });
        """

    public static let manifest = """
        {"name":"Tally","short_name":"Tally","start_url":"/","display":"standalone","background_color":"#000000","theme_color":"#000000",
        "icons":[{"src":"/assets/icon.svg","sizes":"any","type":"image/svg+xml"}]}
        """

    public static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#000"/><path d="M12 44 L26 30 L36 38 L52 18" stroke="#007AFF" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>
        """
}
